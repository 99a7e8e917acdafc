// The built-in analyst's evaluation set (analyst-evaluation/ beside this file): 150+ questions as a sales team asks them,
// each checked against its expected plan and figures computed by SQL on the seed. One backend for all.
// ANALYST_EVALUATION_REPORT=<file> writes the score as JSON (pnpm bench reads it).
import { writeFileSync } from 'node:fs';
import { EVALUATION_SET } from './analyst-evaluation/evaluation-set.js';
import { scoreEvaluation, type EvaluationScore } from './analyst-evaluation/score-evaluation.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../../../tests/support/seed.js';

const TODAY = '2026-11-21';

describe('built-in analyst evaluation set', () => {
  const db = databaseSuite(openPgliteDb);
  let score: EvaluationScore;
  beforeAll(async () => {
    score = await scoreEvaluation(db, claimsOf(USER.sam), TODAY);
    if (process.env.ANALYST_EVALUATION_REPORT)
      writeFileSync(process.env.ANALYST_EVALUATION_REPORT, JSON.stringify(score, null, 2));
  }, 300_000);

  it('has at least 150 distinct questions, a dozen of them ambiguous', () => {
    const conversations = EVALUATION_SET.map((item) => [...(item.before ?? []), item.question].join(' → '));
    expect(new Set(conversations).size).toBe(EVALUATION_SET.length);
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    expect(score.shouldAskBack).toBeGreaterThanOrEqual(12);
  });

  it('answers at least 95% correctly and asks back when it should', () => {
    if (score.failures.length)
      console.log(score.failures.map((failure) => `✗ ${failure.question}: ${failure.reason}`).join('\n'));
    expect(score.correct / score.total).toBeGreaterThanOrEqual(0.95);
    expect(score.askedBack / score.shouldAskBack).toBeGreaterThanOrEqual(0.95);
  });
});
