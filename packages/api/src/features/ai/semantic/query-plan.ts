import { escapeMarkdown } from '../citations.js';
import { ALL_START, MONTH_NAMES, type Period } from '../analyst/resolve-period.js';
import { addDays } from '../tools/tool-args.js';
import { DIMENSIONS, METRICS, type DimensionId, type FilterDimension, type MetricId } from './model.js';

export interface PlanFilter {
  dimension: FilterDimension;
  /** The value compared case-insensitively, or the row's id for customer and product. */
  value: string;
  /** How the answer names it (a customer's name for an id). */
  label: string;
  /** Leaves these lines out ("excluding London"). Filters of one dimension otherwise mean any of them. */
  exclude?: boolean;
}

export type ComparisonKind = 'previous_period' | 'previous_year';

/**
 * One question about the sales, as the semantic layer reads it: a metric over a period, optionally grouped,
 * filtered, ranked and compared with another period. Both the built-in analyst's parser and the model (through
 * the `query_sales` tool) produce it; plan-sql.ts turns it into SQL.
 */
export interface QueryPlan {
  metric: MetricId;
  groupBy: DimensionId | null;
  period: Period;
  compare: { kind: ComparisonKind; period: Period } | null;
  /** With a comparison and a grouping: only the groups that grew or shrank. */
  change: 'grew' | 'shrank' | null;
  filters: PlanFilter[];
  rank: { order: 'desc' | 'asc'; limit: number } | null;
  /**
   * The figure as a share of the whole: of the lines the `part` filters select among the plan's lines, or
   * (no part, ranked) of the first groups.
   */
  share?: { part: PlanFilter[] } | null;
  /** Only the groups with no sale in this period (customers who bought in `period` and not in it). */
  absent?: Period | null;
  /** With `change`: ranked by the change in percent (a group needs 1% of the earlier total). */
  changeBy?: 'amount' | 'percent';
  /** "Will this month beat the last?": answered with the figures so far, said not to be a forecast. */
  pace?: boolean;
}

export const DEFAULT_RANK_LIMIT = 10;
export const MAX_RANK_LIMIT = 50;

const pad = (n: number) => String(n).padStart(2, '0');

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const shiftMonth = (year: number, month: number, by: number): [number, number] => {
  const index = year * 12 + (month - 1) + by;
  return [Math.floor(index / 12), (index % 12) + 1];
};

/** The label of whole calendar months ("October 2026", "Q3 2026", "2025"), else "from to to". */
export function periodLabel(from: string, to: string): string {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  if (fd !== 1 || td !== lastDayOf(ty, tm)) return `${from} to ${to}`;
  const months = (ty - fy) * 12 + (tm - fm) + 1;
  if (months === 1) return `${MONTH_NAMES[fm - 1]} ${fy}`;
  if (months === 3 && fm % 3 === 1) return `Q${(fm + 2) / 3} ${fy}`;
  if (months === 12 && fm === 1) return String(fy);
  return `${from} to ${to}`;
}

/**
 * The period just before: whole months give the same number of months before ("last month" → the month before;
 * a month to date → the same days of the month before); any other period the same number of days before it.
 */
export function previousPeriod(period: Period): Period {
  const [fy, fm, fd] = parts(period.from);
  const [ty, tm, td] = parts(period.to);
  if (fd === 1) {
    // A year or quarter to date steps back a whole year or quarter; other months by the months they span.
    const spanned = (ty - fy) * 12 + (tm - fm) + 1;
    const wholeMonths = td === lastDayOf(ty, tm);
    const months = wholeMonths
      ? spanned
      : fm === 1 && ty === fy && tm > 3
        ? 12
        : fm % 3 === 1 && ty === fy && tm - fm < 3 && tm !== fm
          ? 3
          : spanned;
    const [py, pm] = shiftMonth(fy, fm, -months);
    const [ey, em] = shiftMonth(ty, tm, -months);
    const endDay = td === lastDayOf(ty, tm) ? lastDayOf(ey, em) : Math.min(td, lastDayOf(ey, em));
    const from = `${py}-${pad(pm)}-01`;
    const to = `${ey}-${pad(em)}-${pad(endDay)}`;
    return { from, to, label: periodLabel(from, to) };
  }
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  const to = addDays(period.from, -1);
  const from = addDays(to, 1 - days);
  return { from, to, label: periodLabel(from, to) };
}

/** The period moved back by whole months ("the month before" a month is the month before it). */
export function monthsEarlier(period: Period, months: number): Period {
  const [fy, fm, fd] = parts(period.from);
  const [ty, tm, td] = parts(period.to);
  const [py, pm] = shiftMonth(fy, fm, -months);
  const [ey, em] = shiftMonth(ty, tm, -months);
  const endDay = td === lastDayOf(ty, tm) ? lastDayOf(ey, em) : Math.min(td, lastDayOf(ey, em));
  const from = `${py}-${pad(pm)}-${pad(Math.min(fd, lastDayOf(py, pm)))}`;
  const to = `${ey}-${pad(em)}-${pad(endDay)}`;
  return { from, to, label: periodLabel(from, to) };
}

/** The same dates a year earlier (29 February becomes the 28th). */
export function sameLastYear(period: Period): Period {
  const back = (date: string) => {
    const [y, m, d] = parts(date);
    return `${y - 1}-${pad(m)}-${pad(Math.min(d, lastDayOf(y - 1, m)))}`;
  };
  const [ty, tm, td] = parts(period.to);
  const to =
    td === lastDayOf(ty, tm) ? `${ty - 1}-${pad(tm)}-${pad(lastDayOf(ty - 1, tm))}` : back(period.to);
  const from = back(period.from);
  return { from, to, label: periodLabel(from, to) };
}

export function comparisonPeriod(kind: ComparisonKind, period: Period): Period {
  return kind === 'previous_year' ? sameLastYear(period) : previousPeriod(period);
}

/** "October 2026 (2026-10-01 to 2026-10-31)"; a period from the first sale says only its end. */
export const formatPeriod = ({ label, from, to }: Period) =>
  from === ALL_START
    ? label.includes(to) || label.startsWith('before')
      ? label
      : `${label} (to ${to})`
    : label.includes(from)
      ? label
      : label.endsWith(')')
        ? `${label.slice(0, -1)}, ${from} to ${to})`
        : `${label} (${from} to ${to})`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The one line every answer starts with, saying what was computed: metric, grouping, ranking, period, filters
 * and comparison, so a user sees at once what was understood.
 */
export function describePlan(plan: QueryPlan): string {
  const metric = METRICS[plan.metric];
  const time = plan.groupBy ? DIMENSIONS[plan.groupBy].time : false;
  let what = `**${capitalise(metric.label)}`;
  if (plan.groupBy) what += ` by ${DIMENSIONS[plan.groupBy].label}`;
  if (plan.rank && plan.groupBy && !time)
    what += plan.rank.order === 'asc' ? `, lowest ${plan.rank.limit}` : `, top ${plan.rank.limit}`;
  what += '**';
  const pieces = [what];
  if (plan.absent)
    pieces[0] = `**${capitalise(DIMENSIONS[plan.groupBy ?? 'customer'].label)}s with no sale ${formatPeriod(plan.absent)}**`;
  if (plan.metric !== 'customer_count')
    pieces.push(plan.absent ? `bought ${formatPeriod(plan.period)}` : formatPeriod(plan.period));
  pieces.push(...describeFilters(plan.filters));
  if (plan.share)
    pieces.push(
      plan.share.part.length
        ? `share of ${describeFilters(plan.share.part).join(' · ')}`
        : `share of the top ${plan.rank?.limit ?? ''}`.trimEnd(),
    );
  if (plan.compare)
    pieces.push(
      `compared with ${plan.compare.kind === 'previous_year' ? 'the same period last year' : 'the period before'}, ${formatPeriod(plan.compare.period)}`,
    );
  if (plan.change)
    pieces.push(
      (plan.change === 'grew' ? 'only those that grew' : 'only those that shrank') +
        (plan.changeBy === 'percent' ? ', in percent' : ''),
    );
  return pieces.join(' · ');
}

/** "brand: Tokyo Traders or Exotic Liquids", "city: not London". */
function describeFilters(filters: PlanFilter[]): string[] {
  const byDimension = new Map<string, PlanFilter[]>();
  for (const filter of filters) {
    const key = `${filter.dimension} ${filter.exclude ? 'out' : 'in'}`;
    byDimension.set(key, [...(byDimension.get(key) ?? []), filter]);
  }
  return [...byDimension.values()].map((group) => {
    const names = group.map((filter) => escapeMarkdown(filter.label));
    const [first] = group;
    return `${DIMENSIONS_OF_FILTER[first!.dimension]}: ${first!.exclude ? 'not ' : ''}${names.join(first!.exclude ? ', ' : ' or ')}`;
  });
}

const DIMENSIONS_OF_FILTER: Record<FilterDimension, string> = {
  segment: 'segment',
  city: 'city',
  company: 'company',
  brand: 'brand',
  category: 'category',
  customer: 'customer',
  product: 'product',
  stock_below: 'on hand below',
  bought_with: 'in orders with',
};
