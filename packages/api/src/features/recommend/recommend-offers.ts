import type { Queryable } from '../../db/db.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { rankProducts, type ProductRecommendation } from './index.js';
import { loadActiveOffers, type ActiveOffer } from './load-recommendation-data.js';
import { offerCovers, offerReason } from './offer-reason.js';
import { dayNumber } from './sales-history.js';

export const OFFER_PRODUCTS_MAX = 5;

export interface OfferRecommendation {
  offer: ActiveOffer;
  products: ProductRecommendation[];
  reason: string;
}

/**
 * The offers active on `today` that fit the customer: each with the customer's recommended products inside it
 * (best first, up to 5), best offer first (by its products' summed scores); offers with none are left out.
 */
export async function recommendOffers(
  tx: Queryable,
  workspace: Workspace,
  customerId: string,
  today: string,
): Promise<{ items: OfferRecommendation[] }> {
  const ranked = await rankProducts(tx, workspace, customerId, {
    asOf: today,
    limit: Number.POSITIVE_INFINITY,
    live: true,
  });
  const offers = await loadActiveOffers(tx, workspace, today);
  const customerLines = ranked.history.byCustomer.get(ranked.customer.id) ?? [];
  const fits = offers.flatMap((offer) => {
    const inside = ranked.items.filter((item) => offerCovers(offer, item));
    if (inside.length === 0) return [];
    const weight = inside.reduce((sum, item) => sum + item.score, 0);
    return [
      {
        weight,
        offer,
        products: inside.slice(0, OFFER_PRODUCTS_MAX),
        reason: offerReason(offer, customerLines, ranked.catalog, dayNumber(today)),
      },
    ];
  });
  fits.sort((a, b) => b.weight - a.weight);
  return { items: fits.map(({ offer, products, reason }) => ({ offer, products, reason })) };
}
