// How the built-in analyst generalizes: 300+ generated questions (intents × phrasings × names and periods from the
// seed, with typos, lower case and follow-ups; analyst-generalization/generated-set.ts), each checked against
// figures computed with SQL of its own.
import { TODAY } from './analyst-generalization/figure-spec.js';
import { GENERATED_SET } from './analyst-generalization/generated-set.js';
import { reportPart } from './analyst-generalization/report-part.js';
import { scorePart, type PartScore } from './analyst-generalization/score-generalization.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../../../tests/support/seed.js';

describe('built-in analyst generalization: generated questions', () => {
  const db = databaseSuite(openPgliteDb);
  let score: PartScore;
  beforeAll(async () => {
    score = await scorePart(db, claimsOf(USER.sam), GENERATED_SET, TODAY);
    reportPart('generated', score);
  }, 1_500_000);

  it('has at least 300 distinct questions', () => {
    const conversations = GENERATED_SET.map((item) => [...(item.before ?? []), item.question].join(' → '));
    expect(new Set(conversations).size).toBe(GENERATED_SET.length);
    expect(GENERATED_SET.length).toBeGreaterThanOrEqual(300);
  });

  it('answers at least 95% of them and never answers a question it had to ask back', () => {
    expect(score.correct / score.total).toBeGreaterThanOrEqual(0.95);
    expect(score.wrongQuestionAnswers).toBe(0);
  });
});
