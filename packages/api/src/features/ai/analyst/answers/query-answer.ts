import type { AnswerInput, Citation } from '../../chat-types.js';
import { markdownLink } from '../../citations.js';
import { DIMENSIONS, METRICS } from '../../semantic/model.js';
import { argsFromPlan } from '../../semantic/plan-args.js';
import type { QueryPlan } from '../../semantic/query-plan.js';
import type { PlanResult, PlanRow } from '../../semantic/run-plan.js';
import { callTool, type AnswerSteps } from '../answer-steps.js';
import { cell, formatCount, formatMoney, formatShare, table } from '../format.js';
import type { Request } from '../parse/request.js';
import { chartBlock, type ChartBlock } from '../rich-blocks.js';
import { resolveCustomer } from './resolve-customer.js';

/** Metrics whose groups add up to the total, so each group's share of it means something. */
const ADDITIVE = new Set(['revenue', 'units', 'orders', 'customer_count']);
/** Dimensions whose answer is a share of the whole (a pie), when not compared. */
const SHARE_DIMENSIONS = new Set(['segment', 'brand', 'category', 'city', 'company']);
const CHART_POINTS = 12;

const noSales = (plan: QueryPlan) => `There were no sales in ${plan.period.label}.`;

function formatter(plan: QueryPlan) {
  return METRICS[plan.metric].format === 'money' ? formatMoney : formatCount;
}

/** "+$1,234.00 (+12.5%)", "−3 (−20.0%)"; "new" when there was nothing before. */
function change(value: number, previous: number, format: (n: number) => string): [string, string] {
  const difference = value - previous;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  const percent =
    previous === 0
      ? value === 0
        ? '0.0%'
        : 'new'
      : `${sign}${Math.abs((100 * difference) / previous).toFixed(1)}%`;
  return [`${sign}${format(Math.abs(difference))}`, percent];
}

function totalSentence(plan: QueryPlan, result: PlanResult): string {
  const value = result.totals.value;
  const format = formatter(plan);
  const label = plan.period.label;
  if (plan.compare) {
    const previous = result.totals.previous ?? 0;
    const [difference, percent] = change(value, previous, format);
    return (
      `${METRICS[plan.metric].label.replace(/^./, (c) => c.toUpperCase())}: **${format(value)}** in ${label}, ` +
      `against **${format(previous)}** in ${plan.compare.period.label}: ${difference} (${percent}).`
    );
  }
  switch (plan.metric) {
    case 'customer_count':
      return `You have **${formatCount(value)} customers**${plan.filters.length ? ' matching that' : ''}.`;
    case 'new_customers':
      return `**${formatCount(value)} new customers** placed their first order in ${label}.`;
    case 'buying_customers':
      return `**${formatCount(value)} customers** ordered in ${label}.`;
    case 'orders':
      return `**${formatCount(value)} orders** in ${label}.`;
    case 'units':
      return `**${formatCount(value)} units** sold in ${label}.`;
    case 'average_order_value':
      return `Average order value: **${formatMoney(value)}** in ${label}.`;
    default:
      return `Revenue: **${formatMoney(value)}** in ${label}.`;
  }
}

function labelCell(plan: QueryPlan, row: PlanRow, citations: Citation[]): string {
  const cited = citations.find((citation) => citation.id === row.key);
  if (cited) return markdownLink(row.label, cited.href);
  return plan.groupBy && DIMENSIONS[plan.groupBy].time ? row.label : cell(row.label);
}

function chartOf(plan: QueryPlan, result: PlanResult): ChartBlock | null {
  const metric = METRICS[plan.metric];
  const title = metric.label.replace(/^./, (c) => c.toUpperCase());
  const series = plan.compare
    ? [plan.period.label, plan.compare.period.label]
    : [plan.metric === 'customer_count' ? title : plan.period.label];
  const values = (row: { value: number; previous?: number }) =>
    plan.compare ? [row.value, row.previous ?? 0] : [row.value];
  if (!plan.groupBy)
    return plan.compare
      ? {
          kind: 'bar',
          title,
          format: metric.format,
          series: ['Value'],
          points: [
            { label: plan.period.label, values: [result.totals.value] },
            { label: plan.compare.period.label, values: [result.totals.previous ?? 0] },
          ],
        }
      : null;
  const dimension = DIMENSIONS[plan.groupBy];
  const points = result.rows.map((row) => ({ label: row.label, values: values(row) }));
  if (dimension.time && points.length > 1)
    return { kind: 'line', title, format: metric.format, series, points };
  if (plan.compare)
    return { kind: 'bar', title, format: metric.format, series, points: points.slice(0, CHART_POINTS) };
  if (SHARE_DIMENSIONS.has(plan.groupBy) && ADDITIVE.has(plan.metric) && points.length > 1)
    return {
      kind: points.length <= 8 ? 'pie' : 'bar',
      title,
      format: metric.format,
      series,
      points: points.slice(0, CHART_POINTS),
    };
  return null;
}

function groupsTable(plan: QueryPlan, result: PlanResult, citations: Citation[]): string {
  const format = formatter(plan);
  const dimension = DIMENSIONS[plan.groupBy!];
  const metricName = METRICS[plan.metric].label.replace(/^./, (c) => c.toUpperCase());
  const ranked = !dimension.time;
  const extras =
    plan.groupBy === 'customer' ? ['Company'] : plan.groupBy === 'product' ? ['SKU', 'Brand'] : [];
  const slow = plan.groupBy === 'product' && plan.rank?.order === 'asc';
  const share = !plan.compare && ADDITIVE.has(plan.metric) && ranked;
  const headers = [
    ...(ranked ? ['#'] : []),
    dimension.label.replace(/^./, (c) => c.toUpperCase()),
    ...extras,
    ...(plan.compare ? [plan.period.label, plan.compare.period.label, 'Change', '%'] : [metricName]),
    ...(share ? ['Share'] : []),
    ...(slow ? ['On hand'] : []),
  ];
  const rows = result.rows.map((row, index) => {
    const extraCells =
      plan.groupBy === 'customer'
        ? [cell(row.company as string | null)]
        : plan.groupBy === 'product'
          ? [cell(row.sku as string | null), cell(row.brand as string | null)]
          : [];
    const values = plan.compare
      ? [format(row.value), format(row.previous ?? 0), ...change(row.value, row.previous ?? 0, format)]
      : [format(row.value)];
    return [
      ...(ranked ? [String(index + 1)] : []),
      labelCell(plan, row, citations),
      ...extraCells,
      ...values,
      ...(share ? [formatShare(row.value, result.totals.value)] : []),
      ...(slow ? [formatCount(Number(row.quantity_on_hand ?? 0))] : []),
    ];
  });
  const first = ranked ? 1 : 0;
  const right = headers
    .map((_, index) => index)
    .filter((index) => (index === 0 ? ranked : index > first + extras.length));
  return table(headers, rows, right);
}

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
    if (plan.metric !== 'customer_count' && !result.totals.value && !result.totals.previous)
      return { parts: [noSales(plan)], citations: extraCitations };
    parts.push(totalSentence(plan, result));
    if (chart) parts.push(chartBlock(chart));
    return { parts, citations };
  }
  if (!result.rows.length) {
    const none = plan.change
      ? `No ${DIMENSIONS[plan.groupBy].label} ${plan.change === 'grew' ? 'grew' : 'shrank'} between ${plan.compare!.period.label} and ${plan.period.label}.`
      : plan.metric === 'customer_count'
        ? 'There are no customers on your list yet.'
        : noSales(plan);
    return { parts: [none], citations: extraCitations };
  }
  if (chart) parts.push(chartBlock(chart));
  parts.push(groupsTable(plan, result, response.citations));
  if (result.groups_total > result.rows.length)
    parts.push(`Showing ${formatCount(result.rows.length)} of ${formatCount(result.groups_total)}.`);
  else if (!plan.compare && result.rows.length > 1 && plan.metric !== 'customer_count') {
    const best = [...result.rows].sort((a, b) => b.value - a.value)[0]!;
    const format = formatter(plan);
    parts.push(
      `${DIMENSIONS[plan.groupBy].time ? `Best ${DIMENSIONS[plan.groupBy].label}` : `Top ${DIMENSIONS[plan.groupBy].label}`}: ` +
        `${labelCell(plan, best, response.citations)} with ${format(best.value)}; in all ${format(result.totals.value)}.`,
    );
  }
  return { parts, citations: citations.slice(0, extraCitations.length + result.rows.length) };
}
