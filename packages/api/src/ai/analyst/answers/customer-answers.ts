import type { AnswerInput, ChatEvent } from '../../chat-types.js';
import { customerCitation, escapeMarkdown, markdownLink } from '../../citations.js';
import type { CustomerRow } from '../../tools/customer-columns.js';
import type { HistoryOrder } from '../../tools/customer-history.js';
import type { ProductRecommendation } from '../../../recommend/index.js';
import { callTool, type Answer, type AnswerSteps } from '../answer-steps.js';
import { cell, formatCount, formatMoney, table } from '../format.js';
import { WHICH_ONE } from '../follow-up.js';
import type { Intent } from '../recognise-intent.js';

type Resolved = { customer: CustomerRow; reply?: undefined } | { customer?: undefined; reply: Answer };

/**
 * Finds the one customer a question names (case-insensitive substring of name, email or company). Several
 * matches and no exact name among them → asks which one, listing them; none → says so.
 */
async function* resolveCustomer(input: AnswerInput, name: string): AsyncGenerator<ChatEvent, Resolved> {
  const result = yield* callTool(input, 'search_customers', { query: name, sort: 'name', limit: 10 });
  const { customers, total } = result.data as { customers: CustomerRow[]; total: number };
  const exact = customers.filter((customer) => customer.name.toLowerCase() === name.toLowerCase());
  const only = customers.length === 1 ? customers[0] : exact.length === 1 ? exact[0] : undefined;
  if (only) return { customer: only };
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

interface History {
  customer: CustomerRow;
  orders: HistoryOrder[];
}

function ordersTable(customer: CustomerRow, orders: HistoryOrder[], citations: Answer['citations']): string {
  const rows = orders.map((order) => {
    const ref = order.order_ref ?? order.sold_on;
    const href = citations.find((citation) => citation.id === `${customer.id}:${ref}`)?.href ?? '';
    const items = order.lines.map((line) => `${formatCount(line.quantity)} × ${cell(line.name)}`).join(', ');
    return [markdownLink(ref, href), order.sold_on, items, formatMoney(order.total)];
  });
  return table(['Order', 'Date', 'Items', 'Total'], rows, [3]);
}

export async function* lastOrders(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'last_orders' }>,
): AnswerSteps {
  const resolved = yield* resolveCustomer(input, intent.customer);
  if (resolved.reply) return resolved.reply;
  const { customer } = resolved;
  const result = yield* callTool(input, 'customer_history', { customer_id: customer.id, orders: 5 });
  const { orders } = result.data as History;
  const link = markdownLink(customer.name, customerCitation(customer.id, customer.name).href);
  if (!orders.length) return { parts: [`${link} has not ordered yet.`], citations: result.citations };
  return {
    parts: [
      `${link} ordered ${formatCount(customer.order_count)} times; the last ${orders.length === 1 ? 'order' : `${orders.length} orders`}, newest first:`,
      ordersTable(customer, orders, result.citations),
    ],
    citations: result.citations,
  };
}

export async function* customerSummary(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'customer_summary' }>,
): AnswerSteps {
  const resolved = yield* resolveCustomer(input, intent.customer);
  if (resolved.reply) return resolved.reply;
  const result = yield* callTool(input, 'customer_history', { customer_id: resolved.customer.id, orders: 3 });
  const { customer, orders } = result.data as History;
  const link = markdownLink(customer.name, customerCitation(customer.id, customer.name).href);
  const facts = [
    `- Company: ${cell(customer.company)} · Segment: ${cell(customer.segment)} · City: ${cell(customer.city)}`,
    `- Email: ${cell(customer.email)}`,
    customer.order_count
      ? `- Lifetime revenue: **${formatMoney(customer.lifetime_revenue)}** over ${formatCount(customer.order_count)} orders (first ${customer.first_order_on}, last ${customer.last_order_on})`
      : '- No orders yet',
    `- Revenue of the last 12 months: ${formatMoney(customer.revenue_12m)}`,
    ...(customer.average_gap_days != null
      ? [`- Orders about every ${Math.round(customer.average_gap_days)} days`]
      : []),
    ...(customer.at_risk
      ? ['- **At risk**: stopped ordering (last order more than twice their usual gap ago)']
      : []),
  ];
  return {
    parts: [
      `${link}:`,
      facts.join('\n'),
      ...(orders.length ? ['Last orders:', ordersTable(customer, orders, result.citations)] : []),
    ],
    citations: result.citations,
  };
}

export async function* recommend(
  input: AnswerInput,
  intent: Extract<Intent, { kind: 'recommend' }>,
): AnswerSteps {
  const resolved = yield* resolveCustomer(input, intent.customer);
  if (resolved.reply) return resolved.reply;
  const { customer } = resolved;
  const result = yield* callTool(input, 'recommend_products', { customer_id: customer.id, limit: 5 });
  const { recommendations } = result.data as { recommendations: ProductRecommendation[] };
  const customerLink = markdownLink(customer.name, customerCitation(customer.id, customer.name).href);
  if (!recommendations.length)
    return {
      parts: [
        `Nothing to recommend to ${customerLink} yet: no product in stock fits their purchase history.`,
      ],
      citations: [customerCitation(customer.id, customer.name)],
    };
  const rows = recommendations.map((item) => {
    const href = result.citations.find(
      (citation) => citation.type === 'product' && citation.id === item.product_id,
    )?.href;
    return [
      href ? markdownLink(item.name, href) : cell(item.name),
      item.price == null ? '–' : formatMoney(item.price),
      item.offer ? `${cell(item.offer.title)} (−${item.offer.discount_percent}%)` : '–',
      formatCount(item.quantity_on_hand),
      item.reasons.map((reason) => cell(reason.text)).join('; ') || '–',
    ];
  });
  return {
    parts: [
      `What to offer ${customerLink}:`,
      table(['Product', 'Price', 'Offer', 'On hand', 'Why'], rows, [1, 3]),
    ],
    citations: [customerCitation(customer.id, customer.name), ...result.citations],
  };
}
