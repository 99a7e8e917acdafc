// How the built-in analyst generalizes beyond the phrasings it was built with (analyst-generalization/ beside
// this file): a held-out hand-written set and a trap set. ANALYST_GENERALIZATION_REPORT=<file> writes the
// scores as JSON (pnpm bench --only analyst reads it).
import { writeFileSync } from 'node:fs';
import { TODAY } from './analyst-generalization/figure-spec.js';
import { HELD_OUT_SET } from './analyst-generalization/held-out-set.js';
import { scorePart, type PartScore } from './analyst-generalization/score-generalization.js';
import { TRAP_SET } from './analyst-generalization/trap-set.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../../../tests/support/seed.js';

const show = (name: string, score: PartScore) =>
  console.log(
    `${name}: ${score.correct}/${score.total}\n` +
      score.failures.map((failure) => `✗ ${failure.question}: ${failure.reason}`).join('\n'),
  );

describe('built-in analyst generalization', () => {
  const db = databaseSuite(openPgliteDb);
  const scores: Record<string, PartScore> = {};
  beforeAll(async () => {
    scores.heldOut = await scorePart(db, claimsOf(USER.sam), HELD_OUT_SET, TODAY);
    scores.traps = await scorePart(db, claimsOf(USER.sam), TRAP_SET, TODAY);
    if (process.env.ANALYST_GENERALIZATION_REPORT)
      writeFileSync(process.env.ANALYST_GENERALIZATION_REPORT, JSON.stringify(scores, null, 2));
  }, 600_000);

  it('reports the held-out set', () => {
    show('held-out', scores.heldOut!);
    expect(scores.heldOut!.total).toBe(HELD_OUT_SET.length);
  });

  it('reports the trap set', () => {
    show('traps', scores.traps!);
    expect(scores.traps!.total).toBe(TRAP_SET.length);
  });
});
