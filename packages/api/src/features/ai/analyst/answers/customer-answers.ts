import type { AnswerInput } from '../../chat-types.js';
import { customerCitation, markdownLink } from '../../citations.js';
import type { CustomerRow } from '../../tools/customer-columns.js';
import type { HistoryOrder } from '../../tools/customer-history.js';
import type { ProductRecommendation } from '../../../recommend/index.js';
import { callTool, type Answer, type AnswerSteps } from '../answer-steps.js';
import { cell, formatCount, formatMoney, table } from '../format.js';
import type { Request } from '../parse/request.js';
import { emailDraftBlock, type EmailDraftBlock } from '../rich-blocks.js';
import { resolveCustomer } from './resolve-customer.js';

type CustomerRequest = Extract<Request, { kind: 'customer' }>;

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

export async function* lastOrders(input: AnswerInput, request: CustomerRequest): AnswerSteps {
  const resolved = yield* resolveCustomer(input, request.customer);
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

export async function* customerSummary(input: AnswerInput, request: CustomerRequest): AnswerSteps {
  const resolved = yield* resolveCustomer(input, request.customer);
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

export async function* recommend(input: AnswerInput, request: CustomerRequest): AnswerSteps {
  const resolved = yield* resolveCustomer(input, request.customer);
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

/** Drafts the email through the outreach feature; the page shows it editable, and nothing is sent until the user sends it. */
export async function* draftEmail(input: AnswerInput, request: CustomerRequest): AnswerSteps {
  const resolved = yield* resolveCustomer(input, request.customer);
  if (resolved.reply) return resolved.reply;
  const { customer } = resolved;
  const result = yield* callTool(input, 'draft_email', {
    customer_id: customer.id,
    ...(request.winBack ? { win_back: true } : {}),
  });
  // The draft_email tool's data carries the block's fields (and more, which the block leaves out).
  const draft = result.data as EmailDraftBlock;
  const link = markdownLink(customer.name, customerCitation(customer.id, customer.name).href);
  const why =
    request.customer.by === 'at_risk' ? ', your biggest account among those who stopped ordering' : '';
  return {
    parts: [
      `A draft to ${link}${why}${draft.to ? '' : ' (no email address on file: add one before sending)'}. ` +
        'Edit it below; it is sent only when you press Send.',
      emailDraftBlock({
        customer_id: draft.customer_id,
        customer_name: draft.customer_name,
        to: draft.to,
        subject: draft.subject,
        body: draft.body,
        items: draft.items,
      }),
    ],
    citations: result.citations,
  };
}
