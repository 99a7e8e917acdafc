// Which measure a question asks about: revenue, units, orders, customers, average order value or margin.
import type { MetricId } from '../../semantic/model.js';
import { has } from './normalise.js';

/**
 * `periodNamed`: "how many customers in March" counts those who bought then, not every customer on file.
 * `ask`: "how many sales" may be orders or units.
 */
export function readMetric(
  text: string,
  periodNamed: boolean,
): { metric: MetricId | null; named: boolean; ask?: true } {
  if (has(text, /\b(margins?|profits?|profitability|markup|gross profit)\b/))
    return { metric: 'margin', named: true };
  if (
    has(
      text,
      /\b(?:average|avg|mean|typical)\s+(?:order|basket|ticket|sale|purchase|deal)s?(?:\s+(?:size|value|amount))?\b|\baov\b|\bbasket size\b|\border value\b/,
    )
  )
    return { metric: 'average_order_value', named: true };
  if (has(text, /\bnew (?:customers?|clients?|accounts?|buyers?)\b|\bfirst time (?:customers|buyers)\b/))
    return { metric: 'new_customers', named: true };
  if (has(text, /\b(?:how many|number of|count of) sales\b/))
    return { metric: null, named: false, ask: true };
  if (
    has(
      text,
      /\b(units?|quantity|quantities|volume|pieces|cases)\b|\bhow many (?:items|products|things) (?:did )?(?:we )?(?:sell|sold)\b/,
    )
  )
    return { metric: 'units', named: true };
  if (
    has(text, /\b(?:orders|purchases|transactions|order count)\b|\b(?:how many|number of|count of) orders?\b/)
  )
    return { metric: 'orders', named: true };
  if (
    has(
      text,
      /\b(?:how many|number of|count of|count)\b.*\b(?:customers|clients|accounts|buyers)\b|\bcustomer count\b/,
    )
  )
    return {
      metric:
        periodNamed || has(text, /\b(bought|ordered|purchased|buying|ordering|active|placed|shopped|spent)\b/)
          ? 'buying_customers'
          : 'customer_count',
      named: true,
    };
  if (has(text, /\b(revenue|sales|turnover|income|earnings|takings)\b/))
    return { metric: 'revenue', named: true };
  if (
    has(
      text,
      /\b(sold|sell|selling|made|make|earn|earned|bring in|brought in|billed|spent|spend|bought|buy|purchased|do|does|did|doing|perform|performance|performed|numbers|growth|grew|grow|growing|how much)\b/,
    )
  )
    return { metric: 'revenue', named: false };
  return { metric: null, named: false };
}
