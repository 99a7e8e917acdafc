import type { AnswerInput, Citation } from '../../chat-types.js';
import { DIMENSIONS } from '../../semantic/model.js';
import { argsFromPlan } from '../../semantic/plan-args.js';
import type { QueryPlan } from '../../semantic/query-plan.js';
import type { PlanResult } from '../../semantic/run-plan.js';
import { callTool, type AnswerSteps } from '../answer-steps.js';
import { formatCount } from '../format.js';
import type { Request } from '../parse/request.js';
import { chartBlock } from '../rich-blocks.js';
import { asNumber, formatterOf } from './figures.js';
import { absentSentence, emptyAnswer, topShareSentence, totalSentence } from './plan-sentences.js';
import { chartOf, groupsTable, labelCell } from './plan-table.js';
import { resolveCustomer } from './resolve-customer.js';

/** The names a plan compares: two or more values of the dimension it groups by. */
const compared = (plan: QueryPlan) => {
  const values = plan.filters.filter((filter) => filter.dimension === plan.groupBy && !filter.exclude);
  return values.length > 1 ? values : [];
};

/** A sales question: runs its plan through `query_sales` and writes the figure or the table, and a chart. */
export async function* queryAnswer(
  input: AnswerInput,
  request: Extract<Request, { kind: 'query' }>,
): AnswerSteps {
  let plan = request.plan;
  const extraCitations: Citation[] = [];
  if (request.customer) {
    const resolved = yield* resolveCustomer(input, request.customer);
    if (resolved.reply) return resolved.reply;
    const { customer, citation } = resolved;
    plan = {
      ...plan,
      filters: [
        ...plan.filters.filter((filter) => filter.dimension !== 'customer'),
        { dimension: 'customer', value: customer.id, label: customer.name },
      ],
    };
    extraCitations.push(citation);
  }
  const response = yield* callTool(input, 'query_sales', argsFromPlan(plan));
  const result = response.data as PlanResult;
  const citations = [...extraCitations, ...response.citations];
  const chart = chartOf(plan, result);
  const parts: string[] = [];
  if (!plan.groupBy) {
    const { value, previous } = result.totals;
    const empty = value === null || value === 0;
    if (plan.metric !== 'customer_count' && empty && !asNumber(previous) && !plan.share)
      return { parts: [emptyAnswer(plan)], citations: extraCitations };
    parts.push(totalSentence(plan, result));
    if (chart) parts.push(chartBlock(chart));
    return { parts, citations };
  }
  if (!result.rows.length && !compared(plan).length)
    return { parts: [emptyAnswer(plan)], citations: extraCitations };
  // Names compared ("A or B") that sold nothing are shown with nothing, not left out.
  for (const filter of compared(plan))
    if (
      !result.rows.some(
        (row) => row.key === filter.value || row.label.toLowerCase() === filter.label.toLowerCase(),
      )
    )
      result.rows.push({
        key: filter.value,
        label: filter.label,
        value: 0,
        ...(plan.compare ? { previous: 0 } : {}),
      });
  if (plan.absent) parts.push(absentSentence(plan, result));
  if (plan.share && !plan.share.part.length) parts.push(topShareSentence(plan, result));
  if (chart) parts.push(chartBlock(chart));
  parts.push(groupsTable(plan, result, response.citations));
  const total = plan.absent ? asNumber(result.totals.value) : result.groups_total;
  if (total > result.rows.length)
    parts.push(`Showing ${formatCount(result.rows.length)} of ${formatCount(total)}.`);
  else if (
    !plan.compare &&
    !plan.absent &&
    result.rows.length > 1 &&
    plan.metric !== 'customer_count' &&
    plan.groupBy !== 'order'
  ) {
    const format = formatterOf(plan);
    const dimension = DIMENSIONS[plan.groupBy];
    const best = [...result.rows].sort((a, b) => asNumber(b.value) - asNumber(a.value))[0]!;
    parts.push(
      `${dimension.time ? `Best ${dimension.label}` : `Top ${dimension.label}`}: ` +
        `${labelCell(plan, best, response.citations)} with ${format(best.value)}; in all ${format(result.totals.value)}.`,
    );
  }
  return { parts, citations: citations.slice(0, extraCitations.length + result.rows.length) };
}
