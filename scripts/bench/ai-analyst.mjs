// Rows "built-in analyst": first-token and full-answer latency (medians over the 30 questions of the answer key)
// and the share of the key it answers correctly. Runs on its own in-memory database with the seed, as
// sam@northwind.test, each tool call in its own transaction as the caller (the chat route's way).
import { askBuiltinAnalyst, createPgliteDb, scoreAnswerKey } from '@aide/api';
import { DEMO, openDatabase } from '@aide/supabase-emulator';

// The day the seed's history is judged from ("last quarter", at-risk customers); the data ends 2026-11-20.
const SEED_TODAY = '2026-11-21';

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

export async function measureAnalyst() {
  const database = await openDatabase();
  const db = createPgliteDb(database);
  const sam = DEMO.users.sam;
  const claims = { sub: sam.id, email: sam.email, role: 'authenticated', aud: 'authenticated' };
  try {
    // One warm-up answer, so the medians measure answering rather than the first query plans.
    await askBuiltinAnalyst(db, claims, 'Which customers stopped ordering?', { today: SEED_TODAY });
    const firstToken = [];
    const fullAnswer = [];
    const score = await scoreAnswerKey(
      async (question) => {
        const run = await askBuiltinAnalyst(db, claims, question, { today: SEED_TODAY });
        firstToken.push(run.firstTokenMs);
        fullAnswer.push(run.fullAnswerMs);
        return run;
      },
      db,
      SEED_TODAY,
    );
    for (const failed of score.results.filter((result) => !result.ok))
      console.warn(`analyst answer key: ✗ ${failed.question}: ${failed.reason}`);
    return {
      firstTokenMs: round(median(firstToken)),
      fullAnswerMs: round(median(fullAnswer)),
      answerKeyShare: score.correct / score.total,
      answerKeyCorrect: score.correct,
      answerKeyTotal: score.total,
    };
  } finally {
    await database.close();
  }
}

/**
 * Rows "evaluation set": the API's test of the 150+ questions (packages/api/src/features/ai/analyst/__tests__/analyst-evaluation.test.ts),
 * run through jest with ANALYST_EVALUATION_REPORT so its score is read back: the share answered correctly and
 * the share of ambiguous questions that were asked back.
 */
export async function measureEvaluation() {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'aide-eval-'));
  const report = path.join(dir, 'score.json');
  try {
    try {
      execFileSync('npx', ['jest', 'src/features/ai/analyst/__tests__/analyst-evaluation.test.ts'], {
        cwd: path.join(import.meta.dirname, '../../packages/api'),
        env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ANALYST_EVALUATION_REPORT: report },
        stdio: 'pipe',
      });
    } catch {
      // A failing test still writes its score: below target is reported, not thrown.
    }
    const score = JSON.parse(readFileSync(report, 'utf8'));
    for (const failure of score.failures)
      console.warn(`analyst evaluation: ✗ ${failure.question}: ${failure.reason}`);
    return score;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
