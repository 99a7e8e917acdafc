// Shared by the generalization test files: prints a part's failures and, with ANALYST_GENERALIZATION_REPORT=<dir>,
// writes its score as <dir>/<part>.json (pnpm bench --only analyst reads them).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PartScore } from './score-generalization.js';

export function reportPart(name: string, score: PartScore): void {
  console.log(
    `${name}: ${score.correct}/${score.total}, ${score.wrongQuestionAnswers} answers to a different question\n` +
      score.failures.map((failure) => `✗ ${failure.question}: ${failure.reason}`).join('\n'),
  );
  const dir = process.env.ANALYST_GENERALIZATION_REPORT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(score, null, 2));
}
