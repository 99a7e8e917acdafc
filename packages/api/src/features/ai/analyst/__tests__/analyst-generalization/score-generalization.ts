// Runs a generalization set through the built-in analyst (each case in its own conversation, the earlier
// questions asked first) and checks each answer against what figure-spec.ts says it must contain: the
// figures computed by reference-sql.ts, a question back, or no figures at all (traps).
import { askBuiltinAnalyst, type AnalystRun } from '../../ask-analyst.js';
import type { ChatTurn } from '../../../chat-types.js';
import type { UserClaims } from '../../../../../db/as-user.js';
import type { Db, Queryable } from '../../../../../db/db.js';
import type { GeneralizationCase } from './figure-spec.js';
import { requiredTexts } from './reference-sql.js';

export interface CaseResult {
  question: string;
  kind: string;
  ok: boolean;
  reason: string | null;
  /** An answer with figures where none was allowed (a trap answered, a question that had to be asked back). */
  answeredWrongQuestion: boolean;
}

export interface PartScore {
  total: number;
  correct: number;
  /** Answers with figures to a question that had to be refused or asked back. */
  wrongQuestionAnswers: number;
  byKind: Record<string, { total: number; correct: number }>;
  failures: { question: string; reason: string }[];
}

const plain = (text: string) => text.replace(/\\(.)/g, '$1');
const FIGURE_TOOLS = new Set([
  'query_sales',
  'customer_history',
  'recommend_products',
  'draft_email',
  'inventory_lookup',
  'current_offers',
]);

/** Whether the run produced figures: a tool that reads sales, stock or offers, or an at-risk list. */
export function answeredWithFigures(run: AnalystRun): boolean {
  return run.tools.some(
    (tool, index) =>
      FIGURE_TOOLS.has(tool) || (tool === 'search_customers' && run.toolArguments[index]?.at_risk === true),
  );
}

async function check(db: Queryable, item: GeneralizationCase, run: AnalystRun): Promise<string | null> {
  const text = plain(run.text);
  switch (item.expect.kind) {
    case 'refuse':
      return answeredWithFigures(run) || text.includes('$') ? 'answered with figures' : null;
    case 'ask':
      return answeredWithFigures(run)
        ? 'answered with figures instead of asking back'
        : text.includes('?')
          ? null
          : 'did not ask back';
    case 'figures': {
      const required = await requiredTexts(db, item.expect.spec);
      const missing = required.filter((alternatives) => !alternatives.some((t) => text.includes(t)));
      if (!missing.length) return null;
      const firstLine = text.split('\n')[0]!.slice(0, 160);
      return `expected ${missing
        .map((alternatives) => alternatives.join(' or '))
        .slice(0, 3)
        .join(', ')} in the answer; it began "${firstLine}"`;
    }
  }
}

async function runCase(
  db: Db,
  claims: UserClaims,
  item: GeneralizationCase,
  today: string,
): Promise<CaseResult> {
  const history: ChatTurn[] = [];
  let reason: string | null;
  let wrong = false;
  try {
    for (const earlier of item.before ?? []) {
      const run = await askBuiltinAnalyst(db, claims, earlier, { today, history: [...history] });
      history.push({ role: 'user', content: earlier }, { role: 'assistant', content: run.text });
    }
    const run = await askBuiltinAnalyst(db, claims, item.question, { today, history });
    reason = await check(db, item, run);
    wrong = reason !== null && item.expect.kind !== 'figures' && answeredWithFigures(run);
  } catch (error) {
    reason = `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  const question = [...(item.before ?? []), item.question].join(' → ');
  return { question, kind: item.kind, ok: reason === null, reason, answeredWrongQuestion: wrong };
}

/** Scores one part of the generalization evaluation (held-out, generated or traps). */
export async function scorePart(
  db: Db,
  claims: UserClaims,
  cases: GeneralizationCase[],
  today: string,
): Promise<PartScore> {
  const score: PartScore = { total: 0, correct: 0, wrongQuestionAnswers: 0, byKind: {}, failures: [] };
  for (const item of cases) {
    const result = await runCase(db, claims, item, today);
    score.total++;
    const kind = (score.byKind[result.kind] ??= { total: 0, correct: 0 });
    kind.total++;
    if (result.ok) {
      score.correct++;
      kind.correct++;
    } else score.failures.push({ question: result.question, reason: result.reason! });
    if (result.answeredWrongQuestion) score.wrongQuestionAnswers++;
  }
  return score;
}
