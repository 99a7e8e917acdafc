import type { AnswerInput } from '../../chat-types.js';
import { markdownLink } from '../../citations.js';
import type { SummaryGroup } from '../../tools/sales-summary.js';
import { addDays } from '../../tools/tool-args.js';
import { callTool, type AnswerSteps } from '../answer-steps.js';
import { cell, formatCount, formatMoney, formatShare, table } from '../format.js';
import type { Intent } from '../recognise-intent.js';
import type { Period } from '../resolve-period.js';

interface Totals {
  revenue: number;
  quantity: number;
  orders: number;
  customers: number;
  new_customers: number;
}

interface Summary {
  totals: Totals;
  groups: SummaryGroup[];
  groups_total: number;
}

const periodArgs = (period: Period) => ({ from: period.from, to: period.to });
const noSales = (period: Period) => `There were no sales in ${period.label}.`;

export async function* topCustomers(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'top_customers' }>,
): AnswerSteps {
  const result = yield* callTool(input, 'sales_summary', {
    ...periodArgs(intent.period),
    group_by: 'customer',
    limit: intent.limit,
  });
  const { groups, totals } = result.data as Summary;
  if (!groups.length) return { parts: [noSales(intent.period)], citations: [] };
  const top = groups.reduce((sum, group) => sum + group.revenue, 0);
  const rows = groups.map((group, index) => [
    String(index + 1),
    markdownLink(group.label, result.citations[index]!.href),
    cell(group.company as string | null),
    formatMoney(group.revenue),
    formatCount(group.orders as number),
    formatShare(group.revenue, totals.revenue),
  ]);
  return {
    parts: [
      table(['#', 'Customer', 'Company', 'Revenue', 'Orders', 'Share'], rows, [0, 3, 4, 5]),
      `Together they bought ${formatMoney(top)} of ${formatMoney(totals.revenue)} (${formatShare(top, totals.revenue)}).`,
    ],
    citations: result.citations,
  };
}

export async function* atRiskCustomers(input: AnswerInput): AnswerSteps {
  const result = yield* callTool(input, 'sales_summary', {
    from: addDays(input.today, -364),
    to: input.today,
    group_by: 'customer',
    at_risk: true,
    limit: 50,
  });
  const { groups, groups_total: total } = result.data as Summary;
  if (!groups.length)
    return {
      parts: ['No customer has stopped ordering: everyone with three or more orders ordered on rhythm.'],
      citations: [],
    };
  const rows = groups.map((group, index) => [
    markdownLink(group.label, result.citations[index]!.href),
    cell(group.company as string | null),
    String(group.last_order_on ?? '–'),
    formatCount(group.order_count as number),
    group.average_gap_days == null ? '–' : `${Math.round(group.average_gap_days as number)} days`,
    formatMoney(group.revenue),
  ]);
  return {
    parts: [
      `${formatCount(total)} customers stopped ordering: at least three orders, and the last one more than twice ` +
        'their usual gap ago (and at least 45 days). Biggest accounts of the last 12 months first' +
        (total > groups.length ? `; showing ${groups.length}.` : '.'),
      table(
        ['Customer', 'Company', 'Last order', 'Orders', 'Usual gap', 'Revenue (12 months)'],
        rows,
        [3, 4, 5],
      ),
    ],
    citations: result.citations,
  };
}

export async function* productRanking(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'best_sellers' | 'slow_movers' }>,
): AnswerSteps {
  const slow = intent.kind === 'slow_movers';
  const metric = slow ? 'quantity' : intent.metric;
  const result = yield* callTool(input, 'sales_summary', {
    ...periodArgs(intent.period),
    group_by: 'product',
    metric,
    order: slow ? 'asc' : 'desc',
    limit: intent.limit,
  });
  const { groups } = result.data as Summary;
  // Best sellers are products that sold; slow movers include those that sold nothing at all.
  const shown = slow ? groups : groups.filter((group) => group.quantity > 0);
  if (!shown.length) return { parts: [noSales(intent.period)], citations: [] };
  const rows = shown.map((group, index) => [
    String(index + 1),
    markdownLink(group.label, result.citations[index]!.href),
    cell(group.sku as string),
    cell(group.brand as string | null),
    formatCount(group.quantity),
    formatMoney(group.revenue),
    ...(slow ? [formatCount(group.quantity_on_hand as number)] : []),
  ]);
  const headers = ['#', 'Product', 'SKU', 'Brand', 'Units sold', 'Revenue', ...(slow ? ['On hand'] : [])];
  const unsold = shown.filter((group) => group.quantity === 0).length;
  return {
    parts: [
      table(headers, rows, [0, 4, 5, 6]),
      ...(slow && unsold ? [`${formatCount(unsold)} of these sold nothing in ${intent.period.label}.`] : []),
    ],
    citations: result.citations.slice(0, shown.length),
  };
}

export async function* revenueBy(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'revenue_by' }>,
): AnswerSteps {
  const result = yield* callTool(input, 'sales_summary', {
    ...periodArgs(intent.period),
    group_by: intent.dimension,
    limit: 50,
  });
  const { groups, totals } = result.data as Summary;
  if (!groups.length) return { parts: [noSales(intent.period)], citations: [] };
  const name = { brand: 'Brand', category: 'Category', month: 'Month' }[intent.dimension];
  // Months are our own YYYY-MM keys; brand and category names come from imports and are escaped.
  const label = (group: SummaryGroup) => (intent.dimension === 'month' ? group.label : cell(group.label));
  const rows = groups.map((group) => [
    label(group),
    formatMoney(group.revenue),
    formatCount(group.quantity),
    formatShare(group.revenue, totals.revenue),
  ]);
  rows.push([
    '**Total**',
    `**${formatMoney(totals.revenue)}**`,
    `**${formatCount(totals.quantity)}**`,
    '100.0%',
  ]);
  const best = [...groups].sort((a, b) => b.revenue - a.revenue)[0]!;
  return {
    parts: [
      table([name, 'Revenue', 'Units', 'Share'], rows, [1, 2, 3]),
      `${intent.dimension === 'month' ? 'Best month' : `Top ${intent.dimension}`}: ${label(best)} with ${formatMoney(best.revenue)}.`,
    ],
    citations: [],
  };
}

export async function* totalRevenue(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'total_revenue' }>,
): AnswerSteps {
  const result = yield* callTool(input, 'sales_summary', periodArgs(intent.period));
  const { totals } = result.data as Summary;
  if (!totals.orders) return { parts: [noSales(intent.period)], citations: [] };
  return {
    parts: [
      `Revenue: **${formatMoney(totals.revenue)}** from ${formatCount(totals.orders)} orders by ` +
        `${formatCount(totals.customers)} customers (${formatCount(totals.quantity)} units).`,
    ],
    citations: [],
  };
}

export async function* customerCount(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'customer_count' }>,
): AnswerSteps {
  const all = yield* callTool(input, 'search_customers', { limit: 1 });
  const period = yield* callTool(input, 'sales_summary', periodArgs(intent.period));
  const total = (all.data as { total: number }).total;
  const { totals } = period.data as Summary;
  const newLine = `**${formatCount(totals.new_customers)} new customers** placed their first order in ${intent.period.label}.`;
  if (intent.newOnly)
    return { parts: [newLine, `You have ${formatCount(total)} customers in all.`], citations: [] };
  return {
    parts: [
      `You have **${formatCount(total)} customers**. ${formatCount(totals.customers)} of them ordered in ` +
        `${intent.period.label}, and ${formatCount(totals.new_customers)} were new (first order in that period).`,
    ],
    citations: [],
  };
}
