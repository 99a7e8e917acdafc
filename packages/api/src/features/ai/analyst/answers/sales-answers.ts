import type { AnswerInput } from '../../chat-types.js';
import { markdownLink } from '../../citations.js';
import type { CustomerRow } from '../../tools/customer-columns.js';
import { callTool, type AnswerSteps } from '../answer-steps.js';
import { cell, formatCount, formatMoney, table } from '../format.js';

/** Customers who stopped ordering, biggest accounts of the last 12 months first. */
export async function* atRiskCustomers(input: AnswerInput): AnswerSteps {
  const result = yield* callTool(input, 'search_customers', {
    at_risk: true,
    sort: 'revenue_12m',
    limit: 50,
  });
  const { customers, total } = result.data as { customers: CustomerRow[]; total: number };
  if (!customers.length)
    return {
      parts: ['No customer has stopped ordering: everyone with three or more orders ordered on rhythm.'],
      citations: [],
    };
  const rows = customers.map((customer, index) => [
    markdownLink(customer.name, result.citations[index]!.href),
    cell(customer.company),
    customer.last_order_on ?? '–',
    formatCount(customer.order_count),
    customer.average_gap_days == null ? '–' : `${Math.round(customer.average_gap_days)} days`,
    formatMoney(customer.revenue_12m),
  ]);
  return {
    parts: [
      `${formatCount(total)} customers stopped ordering: at least three orders, and the last one more than twice ` +
        'their usual gap ago (and at least 45 days). Biggest accounts of the last 12 months first' +
        (total > customers.length ? `; showing ${customers.length}.` : '.'),
      table(
        ['Customer', 'Company', 'Last order', 'Orders', 'Usual gap', 'Revenue (12 months)'],
        rows,
        [3, 4, 5],
      ),
    ],
    citations: result.citations,
  };
}
