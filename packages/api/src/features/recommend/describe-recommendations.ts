import type { CatalogProduct } from './load-recommendation-data.js';
import { CO_PURCHASE_WEIGHT, dueness, REORDER_WEIGHT, type ScoredProduct } from './score-products.js';
import type { ProductRecommendation, RecommendationReason } from './index.js';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export const reorderText = (everyDays: number, lastDaysAgo: number) =>
  `Reorders every ${days(everyDays)}, last ${days(lastDaysAgo)} ago`;

export const coPurchaseText = (sourceName: string, productName: string) =>
  `Customers who buy ${sourceName} also buy ${productName}`;

/** Scored products as API items: catalogue fields, offer, and the reasons, the stronger signal first. */
export function describeRecommendations(
  scored: ScoredProduct[],
  catalog: Map<string, CatalogProduct>,
): ProductRecommendation[] {
  return scored.flatMap((item) => {
    const product = catalog.get(item.sku);
    if (!product) return [];
    const reasons: (RecommendationReason & { weight: number })[] = [];
    if (item.reorder) {
      reasons.push({
        kind: 'reorder',
        text: reorderText(item.reorder.everyDays, item.reorder.lastDaysAgo),
        weight: REORDER_WEIGHT * dueness(item.reorder),
      });
    }
    if (item.coPurchase) {
      const source = catalog.get(item.coPurchase.becauseOf)?.name ?? item.coPurchase.becauseOf;
      reasons.push({
        kind: 'co_purchase',
        text: coPurchaseText(source, product.name),
        weight: CO_PURCHASE_WEIGHT * item.coPurchase.similarity,
      });
    }
    reasons.sort((a, b) => b.weight - a.weight);
    return [
      {
        ...product,
        score: item.score,
        suggested_quantity: item.suggestedQuantity,
        reasons: reasons.map(({ kind, text }) => ({ kind, text })),
      },
    ];
  });
}
