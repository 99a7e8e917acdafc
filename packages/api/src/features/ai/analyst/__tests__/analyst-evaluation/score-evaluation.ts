// Runs the evaluation set through the built-in analyst (each case in its own conversation, the earlier questions
// asked first) and checks the plan it sent to query_sales, the figures in its answer and the actions it took.
import { askBuiltinAnalyst, type AnalystRun } from '../../ask-analyst.js';
import { formatCount, formatMoney } from '../../format.js';
import type { ChatTurn } from '../../../chat-types.js';
import type { UserClaims } from '../../../../../db/as-user.js';
import type { Db, Queryable } from '../../../../../db/db.js';
import { EVALUATION_SET, type EvaluationCase, type ExpectedPlan } from './evaluation-set.js';
import { expectedFigure, NORTHWIND } from './reference-figures.js';

export interface EvaluationScore {
  total: number;
  correct: number;
  /** Cases that must be asked back, and how many were. */
  shouldAskBack: number;
  askedBack: number;
  failures: { question: string; reason: string }[];
}

const plain = (text: string) => text.replace(/\\(.)/g, '$1');
const MONEY = new Set(['revenue', 'average_order_value']);
const ASKED_BACK = 'I can read that two ways';

function lastCall(run: AnalystRun, tool: string): Record<string, unknown> | undefined {
  const index = run.tools.lastIndexOf(tool);
  return index < 0 ? undefined : run.toolArguments[index];
}

function planMismatch(args: Record<string, unknown> | undefined, plan: ExpectedPlan): string | null {
  if (!args) return 'no query_sales call';
  const filters = (args.filters as { dimension: string; value: string; label: string }[] | undefined) ?? [];
  const actual = {
    metric: args.metric,
    period: [args.from, args.to],
    group: args.group_by,
    compare: args.compare_from ? [args.compare_from, args.compare_to] : undefined,
    change: args.change,
    filters: Object.fromEntries(
      filters.filter((f) => f.dimension !== 'customer').map((f) => [f.dimension, f.value]),
    ),
    order: plan.order || plan.limit ? args.order : undefined,
    limit: plan.order || plan.limit ? args.limit : args.limit,
    customer: filters.find((f) => f.dimension === 'customer')?.label,
  };
  const expected = {
    metric: plan.metric,
    period: plan.period,
    group: plan.group,
    compare: plan.compare,
    change: plan.change,
    filters: plan.filters ?? {},
    order: plan.order,
    limit: plan.limit,
    customer: plan.customer,
  };
  const actualJson = JSON.stringify(actual);
  return actualJson === JSON.stringify(expected)
    ? null
    : `plan ${actualJson} instead of ${JSON.stringify(expected)}`;
}

async function customerIdOf(db: Queryable, who: string, today: string): Promise<string | undefined> {
  const order = 'order by c.revenue_12m desc, c.id limit 1';
  const sql =
    who === 'biggest'
      ? `select c.id from public.aide_client_customers c where c.organization_id = $1 ${order}`
      : who === 'at_risk'
        ? `select c.id from public.aide_client_customers c where c.organization_id = $1
             and aide_private.customer_at_risk(c.last_order_on, c.order_count, c.average_gap_days, $2::date) ${order}`
        : `select c.id from public.aide_client_customers c where c.organization_id = $1 and lower(c.name) = lower($2)`;
  const { rows } = await db.query<{ id: string }>(
    sql,
    [NORTHWIND, who === 'biggest' ? undefined : who === 'at_risk' ? today : who].filter(
      (v) => v !== undefined,
    ),
  );
  return rows[0]?.id;
}

const ACTION_TOOL = {
  pitch: 'recommend_products',
  draft: 'draft_email',
  summary: 'customer_history',
  last_orders: 'customer_history',
} as const;

async function check(
  db: Queryable,
  item: EvaluationCase,
  run: AnalystRun,
  today: string,
): Promise<string | null> {
  const text = plain(run.text);
  const expect = item.expect;
  switch (expect.kind) {
    case 'query': {
      const mismatch = planMismatch(lastCall(run, 'query_sales'), expect.plan);
      if (mismatch) return mismatch;
      const { plan } = expect;
      if (plan.order === 'asc') return null; // the first of the least-sold may be any product that sold nothing
      const figure = await expectedFigure(db, plan);
      if (!figure)
        return text.includes('There were no') || text.includes('No ') ? null : 'expected an empty answer';
      if (!figure.value && !figure.previous && figure.label === null)
        return text.includes('There were no sales') ? null : 'expected "There were no sales"';
      const format = MONEY.has(plan.metric) ? formatMoney : formatCount;
      for (const value of [figure.value, ...(figure.previous !== undefined ? [figure.previous] : [])])
        if (!text.includes(format(value))) return `expected ${format(value)} in the answer`;
      if (figure.label && !text.includes(figure.label)) return `expected "${figure.label}" in the answer`;
      return null;
    }
    case 'clarify':
      return text.includes(ASKED_BACK) && !run.tools.includes('query_sales') ? null : 'did not ask back';
    case 'pitch':
    case 'draft':
    case 'summary':
    case 'last_orders': {
      const id = await customerIdOf(db, expect.customer, today);
      const used = lastCall(run, ACTION_TOOL[expect.kind])?.customer_id;
      if (!id) return `no customer ${expect.customer} in the seed`;
      if (used !== id) return `${ACTION_TOOL[expect.kind]} for ${String(used)} instead of ${id}`;
      if (expect.kind === 'draft' && !run.text.includes('```aide-email-draft')) return 'no editable draft';
      return null;
    }
    case 'remind':
      return text.includes('Reminders are not something I can set') && run.tools.length === 1
        ? null
        : 'not refused plainly';
    case 'at_risk':
      return lastCall(run, 'search_customers')?.at_risk === true
        ? null
        : 'did not list the at-risk customers';
    case 'unavailable':
      return text.includes(expect.says) ? null : `expected "${expect.says}"`;
    case 'offers':
      return run.tools.includes('current_offers') ? null : 'did not list the offers';
    case 'low_stock':
      return lastCall(run, 'inventory_lookup')?.below === expect.below ? null : 'wrong stock level';
  }
}

/** One backend, every case in its own conversation: a few seconds for the whole set. */
export async function scoreEvaluation(db: Db, claims: UserClaims, today: string): Promise<EvaluationScore> {
  const failures: EvaluationScore['failures'] = [];
  let askedBack = 0;
  for (const item of EVALUATION_SET) {
    const history: ChatTurn[] = [];
    let reason: string | null;
    try {
      for (const earlier of item.before ?? []) {
        const run = await askBuiltinAnalyst(db, claims, earlier, { today, history: [...history] });
        history.push({ role: 'user', content: earlier }, { role: 'assistant', content: run.text });
      }
      const run = await askBuiltinAnalyst(db, claims, item.question, { today, history });
      reason = await check(db, item, run, today);
      if (item.expect.kind === 'clarify' && reason === null) askedBack++;
    } catch (error) {
      reason = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (reason) failures.push({ question: [...(item.before ?? []), item.question].join(' → '), reason });
  }
  const total = EVALUATION_SET.length;
  return {
    total,
    correct: total - failures.length,
    shouldAskBack: EVALUATION_SET.filter((item) => item.expect.kind === 'clarify').length,
    askedBack,
    failures,
  };
}
