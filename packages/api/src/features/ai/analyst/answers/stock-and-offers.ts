import type { AnswerInput } from '../../chat-types.js';
import { markdownLink } from '../../citations.js';
import type { OfferRow } from '../../tools/current-offers.js';
import type { InventoryRow } from '../../tools/inventory-lookup.js';
import { callTool, type AnswerSteps } from '../answer-steps.js';
import { cell, formatCount, table } from '../format.js';
import type { Request } from '../parse/request.js';

export async function* lowStock(
  input: AnswerInput,
  intent: Extract<Request, { kind: 'low_stock' }>,
): AnswerSteps {
  const result = yield* callTool(
    input,
    'inventory_lookup',
    intent.outOfStock ? { out_of_stock: true, limit: 50 } : { below: intent.below, limit: 50 },
  );
  const { products, total } = result.data as { products: InventoryRow[]; total: number };
  const what = intent.outOfStock ? 'out of stock' : `below ${formatCount(intent.below)} units on hand`;
  if (!products.length) return { parts: [`No product is ${what}.`], citations: [] };
  const rows = products.map((product, index) => [
    markdownLink(product.name, result.citations[index]!.href),
    cell(product.sku),
    cell(product.brand),
    cell(product.category),
    formatCount(product.quantity_on_hand),
  ]);
  return {
    parts: [
      `${formatCount(total)} ${total === 1 ? 'product is' : 'products are'} ${what}` +
        (total > products.length ? ` (lowest ${products.length} shown):` : ':'),
      table(['Product', 'SKU', 'Brand', 'Category', 'On hand'], rows, [4]),
    ],
    citations: result.citations,
  };
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

export async function* currentOffers(input: AnswerInput): AnswerSteps {
  const result = yield* callTool(input, 'current_offers', {});
  const { offers } = result.data as { offers: OfferRow[] };
  if (!offers.length)
    return { parts: ['No offer is running today. Create one under Offers.'], citations: [] };
  const rows = offers.map((offer) => [
    `**${cell(offer.title)}**`,
    `${offer.target_type === 'brand' ? 'Brand' : 'Category'} ${cell(offer.target_value)}`,
    percent(offer.discount_percent),
    `${offer.starts_on} to ${offer.ends_on}`,
    formatCount(offer.product_count),
  ]);
  return {
    parts: [
      `${formatCount(offers.length)} ${offers.length === 1 ? 'offer is' : 'offers are'} running today:`,
      table(['Offer', 'Applies to', 'Discount', 'Runs', 'Products'], rows, [2, 4]),
    ],
    citations: [],
  };
}
