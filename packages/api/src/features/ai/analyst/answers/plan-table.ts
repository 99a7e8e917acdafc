// A grouped sales answer as a table (the chart's text alternative) and, for trends, comparisons and shares, a
// small chart travelling in the answer's Markdown.
import type { Citation } from '../../chat-types.js';
import { markdownLink } from '../../citations.js';
import { DIMENSIONS, METRICS } from '../../semantic/model.js';
import type { QueryPlan } from '../../semantic/query-plan.js';
import type { PlanResult, PlanRow } from '../../semantic/run-plan.js';
import { cell, formatCount, table } from '../format.js';
import type { ChartBlock } from '../rich-blocks.js';
import { asNumber, change, formatterOf, shareOf } from './figures.js';

/** Metrics whose groups add up to the total, so each group's share of it means something. */
const ADDITIVE = new Set(['revenue', 'units', 'orders', 'customer_count']);
/** Dimensions whose answer is a share of the whole (a pie), when not compared. */
const SHARE_DIMENSIONS = new Set(['segment', 'brand', 'category', 'city', 'company']);
const CHART_POINTS = 12;

const capitalise = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

export function labelCell(plan: QueryPlan, row: PlanRow, citations: Citation[]): string {
  const cited = citations.find(
    (citation) =>
      citation.id === row.key || (plan.groupBy === 'order' && citation.label.startsWith(row.label)),
  );
  if (cited) return markdownLink(row.label, cited.href);
  return plan.groupBy && DIMENSIONS[plan.groupBy].time ? row.label : cell(row.label);
}

export function chartOf(plan: QueryPlan, result: PlanResult): ChartBlock | null {
  const metric = METRICS[plan.metric];
  if ((metric.format !== 'money' && metric.format !== 'count') || plan.absent || plan.groupBy === 'order')
    return null;
  const format = metric.format;
  const title = capitalise(metric.label);
  const series = plan.compare
    ? [plan.period.label, plan.compare.period.label]
    : [plan.metric === 'customer_count' ? title : plan.period.label];
  const values = (row: { value: unknown; previous?: unknown }) =>
    plan.compare
      ? [asNumber(row.value as number), asNumber(row.previous as number)]
      : [asNumber(row.value as number)];
  if (!plan.groupBy)
    return plan.compare
      ? {
          kind: 'bar',
          title,
          format,
          series: ['Value'],
          points: [
            { label: plan.period.label, values: [asNumber(result.totals.value)] },
            { label: plan.compare.period.label, values: [asNumber(result.totals.previous)] },
          ],
        }
      : null;
  const dimension = DIMENSIONS[plan.groupBy];
  const points = result.rows.map((row) => ({ label: row.label, values: values(row) }));
  if (dimension.time && !plan.rank && points.length > 1)
    return { kind: 'line', title, format, series, points };
  if (plan.compare) return { kind: 'bar', title, format, series, points: points.slice(0, CHART_POINTS) };
  if (SHARE_DIMENSIONS.has(plan.groupBy) && ADDITIVE.has(plan.metric) && points.length > 1)
    return {
      kind: points.length <= 8 ? 'pie' : 'bar',
      title,
      format,
      series,
      points: points.slice(0, CHART_POINTS),
    };
  return null;
}

/** The extra columns a grouping shows, and each row's cells for them. */
function extraColumns(plan: QueryPlan): [string[], (row: PlanRow) => string[]] {
  switch (plan.groupBy) {
    case 'customer':
      return plan.absent
        ? [
            ['Company', 'Last order'],
            (row) => [cell(row.company as string | null), cell(row.last_order as string | null)],
          ]
        : [['Company'], (row) => [cell(row.company as string | null)]];
    case 'product':
      return [['SKU', 'Brand'], (row) => [cell(row.sku as string | null), cell(row.brand as string | null)]];
    case 'order':
      return [
        ['Date', 'Customer', 'Items'],
        (row) => [
          cell(row.sold_on as string | null),
          cell(row.customer as string | null),
          cell(row.items as string | null),
        ],
      ];
    default:
      return [[], () => []];
  }
}

export function groupsTable(plan: QueryPlan, result: PlanResult, citations: Citation[]): string {
  const format = formatterOf(plan);
  const dimension = DIMENSIONS[plan.groupBy!];
  const metric = METRICS[plan.metric];
  const metricName = plan.groupBy === 'order' ? 'Total' : capitalise(metric.label);
  const ranked = !dimension.time || !!plan.rank;
  const [extras, extraCells] = extraColumns(plan);
  const slow =
    plan.groupBy === 'product' &&
    (plan.rank?.order === 'asc' || plan.filters.some((filter) => filter.dimension === 'stock_below'));
  const share =
    !plan.compare && !plan.absent && ADDITIVE.has(plan.metric) && ranked && plan.groupBy !== 'order';
  const headers = [
    ...(ranked ? ['#'] : []),
    capitalise(dimension.label),
    ...extras,
    ...(plan.compare ? [plan.period.label, plan.compare.period.label, 'Change', '%'] : [metricName]),
    ...(share ? ['Share'] : []),
    ...(slow ? ['On hand'] : []),
  ];
  const rows = result.rows.map((row, index) => [
    ...(ranked ? [String(index + 1)] : []),
    labelCell(plan, row, citations),
    ...extraCells(row),
    ...(plan.compare
      ? [format(row.value), format(row.previous ?? 0), ...change(row.value, row.previous ?? 0, plan)]
      : [format(row.value)]),
    ...(share ? [shareOf(row.value, result.totals.value)] : []),
    ...(slow ? [formatCount(Number(row.quantity_on_hand ?? 0))] : []),
  ]);
  const first = ranked ? 1 : 0;
  const right = headers
    .map((_, index) => index)
    .filter((index) => (index === 0 ? ranked : index > first + extras.length));
  return table(headers, rows, right);
}
