// A QueryPlan as JSON: the `query_sales` tool's parameters (the JSON schema the model fills in) and their
// validation. The built-in analyst sends its plans through the same arguments, so both paths are one.
import {
  MAX_TOOL_ROWS,
  optionalDate,
  optionalEnum,
  optionalInteger,
  rejectUnknown,
  ToolArgumentError,
} from '../tools/tool-args.js';
import { DIMENSION_IDS, FILTER_DIMENSIONS, METRIC_IDS, type FilterDimension } from './model.js';
import { comparisonPeriod, periodLabel, type PlanFilter, type QueryPlan } from './query-plan.js';

export const PLAN_ARGUMENT_NAMES = [
  'metric',
  'from',
  'to',
  'group_by',
  'compare',
  'compare_from',
  'compare_to',
  'change',
  'filters',
  'order',
  'limit',
  'share_of',
  'absent_from',
  'absent_to',
  'change_by',
  'pace',
] as const;

const MAX_FILTERS = 10;

const filterSchema = {
  type: 'object',
  required: ['dimension', 'value'],
  additionalProperties: false,
  properties: {
    dimension: { type: 'string', enum: [...FILTER_DIMENSIONS] },
    value: {
      type: 'string',
      description:
        'The segment, city, company, brand or category as find_names gives it; a customer or product id ' +
        '(uuid); for bought_with a product id (the other products of its orders); for stock_below a number',
    },
    label: { type: 'string', description: "How to name it (the customer's name for an id)" },
    exclude: { type: 'boolean', description: 'Leave these lines out ("excluding London")' },
  },
} as const;

export const planParametersSchema = {
  type: 'object',
  required: ['metric', 'from', 'to'],
  additionalProperties: false,
  properties: {
    metric: {
      type: 'string',
      enum: [...METRIC_IDS],
      description:
        'revenue (quantity × unit price), orders, units, average_order_value, buying_customers (distinct ' +
        'customers who ordered), new_customers (first order ever in the period), revenue_per_customer, ' +
        'median_order_value, distinct_products, average_price (revenue / units), last_order_date, ' +
        'order_interval (average days between orders), repeat_share (% of buyers with 2+ orders, not grouped), ' +
        'customer_count (customers on the list, no period), margin (needs costs: unavailable)',
    },
    from: { type: 'string', format: 'date', description: 'YYYY-MM-DD, first day of the period' },
    to: { type: 'string', format: 'date', description: 'YYYY-MM-DD, last day of the period' },
    group_by: { type: 'string', enum: [...DIMENSION_IDS], description: 'Omit for one total' },
    compare: {
      type: 'string',
      enum: ['previous_period', 'previous_year'],
      description: 'Also compute the period before, or the same dates a year earlier (change and % change)',
    },
    compare_from: {
      type: 'string',
      format: 'date',
      description: 'Optional: the compared period, if not the default',
    },
    compare_to: { type: 'string', format: 'date' },
    change: {
      type: 'string',
      enum: ['grew', 'shrank'],
      description: 'With compare and group_by: only the groups that grew or shrank',
    },
    filters: {
      type: 'array',
      maxItems: MAX_FILTERS,
      items: filterSchema,
      description:
        'Filters of one dimension mean any of them (A or B); with group_by that dimension they compare A and B',
    },
    share_of: {
      type: 'array',
      maxItems: MAX_FILTERS,
      items: filterSchema,
      description:
        'The figure of the lines these filters select as a share of the whole; [] with limit = the top groups’ share',
    },
    absent_from: { type: 'string', format: 'date', description: 'Only groups with no sale from this day …' },
    absent_to: {
      type: 'string',
      format: 'date',
      description: '… to this day (customers who stopped ordering)',
    },
    change_by: {
      type: 'string',
      enum: ['amount', 'percent'],
      description: 'With change: rank by amount or %',
    },
    pace: { type: 'boolean', description: 'A period so far against a whole one: not a forecast' },
    order: { type: 'string', enum: ['desc', 'asc'], description: 'desc = top first (default), asc = bottom' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_TOOL_ROWS,
      description: 'Groups to return (top/bottom N)',
    },
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readFilters(value: unknown): PlanFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_FILTERS)
    throw new ToolArgumentError(`filters must be a list of at most ${MAX_FILTERS}.`);
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw new ToolArgumentError('Each filter is an object.');
    const filter = item as Record<string, unknown>;
    rejectUnknown(filter, ['dimension', 'value', 'label', 'exclude']);
    const dimension = optionalEnum<FilterDimension>(filter, 'dimension', FILTER_DIMENSIONS);
    if (!dimension) throw new ToolArgumentError('Each filter needs a dimension.');
    const text = typeof filter.value === 'string' ? filter.value.trim() : '';
    if (!text || text.length > 200)
      throw new ToolArgumentError('Each filter needs a value (at most 200 characters).');
    if (
      (dimension === 'customer' || dimension === 'product' || dimension === 'bought_with') &&
      !UUID.test(text)
    )
      throw new ToolArgumentError(`A ${dimension} filter's value is an id (uuid); find it first.`);
    if (dimension === 'stock_below' && !/^\d{1,9}$/.test(text))
      throw new ToolArgumentError('A stock_below filter is a whole number of units on hand.');
    const label =
      typeof filter.label === 'string' && filter.label.trim() ? filter.label.trim().slice(0, 200) : text;
    return { dimension, value: text, label, ...(filter.exclude === true ? { exclude: true } : {}) };
  });
}

/** The tool's arguments as a plan; a ToolArgumentError says what to fix. */
export function planFromArgs(args: Record<string, unknown>): QueryPlan {
  rejectUnknown(args, PLAN_ARGUMENT_NAMES);
  const metric = optionalEnum(args, 'metric', METRIC_IDS);
  if (!metric) throw new ToolArgumentError(`metric is required: one of ${METRIC_IDS.join(', ')}.`);
  const from = optionalDate(args, 'from');
  const to = optionalDate(args, 'to');
  if (!from || !to) throw new ToolArgumentError('from and to are required (YYYY-MM-DD).');
  if (from > to) throw new ToolArgumentError('from must be on or before to.');
  const period = { from, to, label: periodLabel(from, to) };
  const compareKind = optionalEnum(args, 'compare', ['previous_period', 'previous_year'] as const);
  const compareFrom = optionalDate(args, 'compare_from');
  const compareTo = optionalDate(args, 'compare_to');
  if (!compareFrom !== !compareTo || (compareFrom && !compareKind))
    throw new ToolArgumentError('compare_from and compare_to go together, with compare.');
  if (compareFrom && compareTo && compareFrom > compareTo)
    throw new ToolArgumentError('compare_from must be on or before compare_to.');
  const limit = optionalInteger(args, 'limit', { min: 1, max: MAX_TOOL_ROWS });
  const order = optionalEnum(args, 'order', ['desc', 'asc'] as const);
  const absentFrom = optionalDate(args, 'absent_from');
  const absentTo = optionalDate(args, 'absent_to');
  if (!absentFrom !== !absentTo || (absentFrom && absentTo && absentFrom > absentTo))
    throw new ToolArgumentError('absent_from and absent_to go together, the first on or before the second.');
  const changeBy = optionalEnum(args, 'change_by', ['amount', 'percent'] as const);
  return {
    ...(args.share_of !== undefined ? { share: { part: readFilters(args.share_of) } } : {}),
    ...(absentFrom && absentTo
      ? { absent: { from: absentFrom, to: absentTo, label: periodLabel(absentFrom, absentTo) } }
      : {}),
    ...(changeBy ? { changeBy } : {}),
    ...(args.pace === true ? { pace: true } : {}),
    metric,
    groupBy: optionalEnum(args, 'group_by', DIMENSION_IDS) ?? null,
    period,
    compare: compareKind
      ? {
          kind: compareKind,
          period:
            compareFrom && compareTo
              ? { from: compareFrom, to: compareTo, label: periodLabel(compareFrom, compareTo) }
              : comparisonPeriod(compareKind, period),
        }
      : null,
    change: optionalEnum(args, 'change', ['grew', 'shrank'] as const) ?? null,
    filters: readFilters(args.filters),
    rank: limit || order ? { order: order ?? 'desc', limit: limit ?? 10 } : null,
  };
}

const filterArgs = ({ dimension, value, label, exclude }: PlanFilter) => ({
  dimension,
  value,
  label,
  ...(exclude ? { exclude: true } : {}),
});

/** A plan as the tool's arguments (the built-in analyst calls the tool with these). */
export function argsFromPlan(plan: QueryPlan): Record<string, unknown> {
  return {
    metric: plan.metric,
    from: plan.period.from,
    to: plan.period.to,
    ...(plan.groupBy ? { group_by: plan.groupBy } : {}),
    ...(plan.compare
      ? {
          compare: plan.compare.kind,
          compare_from: plan.compare.period.from,
          compare_to: plan.compare.period.to,
        }
      : {}),
    ...(plan.change ? { change: plan.change } : {}),
    ...(plan.filters.length ? { filters: plan.filters.map(filterArgs) } : {}),
    ...(plan.rank ? { order: plan.rank.order, limit: plan.rank.limit } : {}),
    ...(plan.share ? { share_of: plan.share.part.map(filterArgs) } : {}),
    ...(plan.absent ? { absent_from: plan.absent.from, absent_to: plan.absent.to } : {}),
    ...(plan.changeBy ? { change_by: plan.changeBy } : {}),
    ...(plan.pace ? { pace: true } : {}),
  };
}
