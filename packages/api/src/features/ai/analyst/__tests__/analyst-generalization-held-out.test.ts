// How the built-in analyst generalizes beyond what it was built and tuned with: the held-out hand-written set
// (never used to adjust the parser) and the trap set (unknown names, unsupported asks, words that change the
// meaning), which must never get figures.
import { TODAY } from './analyst-generalization/figure-spec.js';
import { HELD_OUT_SET } from './analyst-generalization/held-out-set.js';
import { reportPart } from './analyst-generalization/report-part.js';
import { scorePart, type PartScore } from './analyst-generalization/score-generalization.js';
import { TRAP_SET } from './analyst-generalization/trap-set.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../../../tests/support/seed.js';

describe('built-in analyst generalization: held-out and trap sets', () => {
  const db = databaseSuite(openPgliteDb);
  const scores: Record<string, PartScore> = {};
  beforeAll(async () => {
    scores.heldOut = await scorePart(db, claimsOf(USER.sam), HELD_OUT_SET, TODAY);
    scores.traps = await scorePart(db, claimsOf(USER.sam), TRAP_SET, TODAY);
    reportPart('held-out', scores.heldOut);
    reportPart('traps', scores.traps);
  }, 900_000);

  it('answers the held-out questions (reported; the target is 90%)', () => {
    expect(scores.heldOut!.total).toBe(HELD_OUT_SET.length);
    expect(scores.heldOut!.wrongQuestionAnswers).toBe(0);
  });

  it('never answers a trap with figures', () => {
    expect(scores.traps!.total).toBe(TRAP_SET.length);
    expect(scores.traps!.correct).toBe(TRAP_SET.length);
  });
});
