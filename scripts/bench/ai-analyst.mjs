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
 * Rows "evaluation set" (and, printed with them, the generalization parts): the API's test of the 150+ questions (packages/api/src/features/ai/analyst/__tests__/analyst-evaluation.test.ts),
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
    return { ...score, generalization: await measureGeneralization() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GENERALIZATION_TARGETS = { generated: 0.95, 'held-out': 0.9, traps: 1 };

/**
 * The generalization evaluation (packages/api/src/features/ai/analyst/__tests__/analyst-generalization-*.test.ts):
 * 300+ generated questions, the held-out hand-written set and the trap set, each scored against figures from
 * SQL of its own. Prints each part and each kind of question; returns the parts and the overall share
 * (generated and held-out together). Targets: 95% overall, 90% held-out, no trap answered with figures.
 */
export async function measureGeneralization() {
  const { execFileSync } = await import('node:child_process');
  const { existsSync, mkdtempSync, readFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'aide-generalization-'));
  try {
    try {
      execFileSync(
        'npx',
        [
          'jest',
          'src/features/ai/analyst/__tests__/analyst-generalization-generated.test.ts',
          'src/features/ai/analyst/__tests__/analyst-generalization-held-out.test.ts',
        ],
        {
          cwd: path.join(import.meta.dirname, '../../packages/api'),
          env: {
            ...process.env,
            NODE_OPTIONS: '--experimental-vm-modules',
            ANALYST_GENERALIZATION_REPORT: dir,
          },
          stdio: 'pipe',
        },
      );
    } catch {
      // Below target is reported, not thrown: the scores are written either way.
    }
    const parts = {};
    for (const part of Object.keys(GENERALIZATION_TARGETS)) {
      const file = path.join(dir, `${part}.json`);
      if (existsSync(file)) parts[part] = JSON.parse(readFileSync(file, 'utf8'));
    }
    const answered = ['generated', 'held-out'].map((part) => parts[part]).filter(Boolean);
    const overall = {
      correct: answered.reduce((sum, part) => sum + part.correct, 0),
      total: answered.reduce((sum, part) => sum + part.total, 0),
    };
    const share = (correct, total) => (total ? `${((100 * correct) / total).toFixed(1)}%` : '–');
    console.log(
      '\nBuilt-in analyst generalization (part / kind: correct of total, answers to a different question):',
    );
    console.log(
      `  overall (generated + held-out): ${overall.correct} of ${overall.total} = ${share(overall.correct, overall.total)} (target 95%)`,
    );
    for (const [part, score] of Object.entries(parts)) {
      const target = `${GENERALIZATION_TARGETS[part] * 100}%`;
      console.log(
        `  ${part}: ${score.correct} of ${score.total} = ${share(score.correct, score.total)} (target ${target}), ` +
          `${score.wrongQuestionAnswers} answers to a different question`,
      );
      for (const [kind, counts] of Object.entries(score.byKind).sort())
        console.log(`    ${kind}: ${counts.correct} of ${counts.total}`);
      for (const failure of score.failures)
        console.warn(`analyst ${part}: ✗ ${failure.question}: ${failure.reason}`);
    }
    return { overall, parts };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
