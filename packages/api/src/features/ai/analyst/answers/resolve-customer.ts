import type { AnswerInput, ChatEvent, Citation } from '../../chat-types.js';
import { customerCitation, escapeMarkdown, markdownLink } from '../../citations.js';
import type { CustomerRow } from '../../tools/customer-columns.js';
import { callTool, type Answer } from '../answer-steps.js';
import { cell, formatCount } from '../format.js';
import { WHICH_ONE } from '../parse/conversation.js';
import type { CustomerRef } from '../parse/request.js';

export type Resolved =
  { customer: CustomerRow; citation: Citation; reply?: undefined } | { customer?: undefined; reply: Answer };

const found = (customer: CustomerRow): Resolved => ({
  customer,
  citation: customerCitation(customer.id, customer.name),
});

/**
 * The one customer a reference means. A name is a case-insensitive substring of name, email or company:
 * several matches and no exact name among them → asks which one, listing them; none → says so. "My biggest
 * account" is the top customer by revenue of the last 12 months; "a customer who stopped buying" the biggest
 * of those at risk; "them" the customer the conversation last named.
 */
export async function* resolveCustomer(
  input: AnswerInput,
  ref: CustomerRef,
): AsyncGenerator<ChatEvent, Resolved> {
  if (ref.by === 'biggest' || ref.by === 'at_risk') {
    const result = yield* callTool(input, 'search_customers', {
      sort: 'revenue_12m',
      limit: 1,
      ...(ref.by === 'at_risk' ? { at_risk: true } : {}),
    });
    const [customer] = (result.data as { customers: CustomerRow[] }).customers;
    if (customer) return found(customer);
    return {
      reply: {
        parts: [
          ref.by === 'at_risk'
            ? 'No customer has stopped ordering: everyone with three or more orders ordered on rhythm.'
            : 'You have no customer with orders in the last 12 months yet.',
        ],
        citations: [],
      },
    };
  }
  const name = ref.name;
  const result = yield* callTool(input, 'search_customers', { query: name, sort: 'name', limit: 10 });
  const { customers, total } = result.data as { customers: CustomerRow[]; total: number };
  const byId = ref.by === 'id' ? customers.find((customer) => customer.id === ref.id) : undefined;
  const exact = customers.filter((customer) => customer.name.toLowerCase() === name.toLowerCase());
  const only = byId ?? (customers.length === 1 ? customers[0] : exact.length === 1 ? exact[0] : undefined);
  if (only) return found(only);
  if (!customers.length)
    return {
      reply: {
        parts: [
          `I could not find a customer matching “${escapeMarkdown(name)}”. Check the spelling, or search for them under My Customers.`,
        ],
        citations: [],
      },
    };
  const list = customers.map(
    (customer, index) =>
      `- ${markdownLink(customer.name, result.citations[index]!.href)}${customer.company ? ` (${cell(customer.company)})` : ''}`,
  );
  return {
    reply: {
      parts: [
        `${formatCount(total)} customers match “${escapeMarkdown(name)}”. ${WHICH_ONE}`,
        list.join('\n') +
          (total > customers.length ? `\n- … and ${formatCount(total - customers.length)} more` : ''),
      ],
      citations: result.citations,
    },
  };
}
