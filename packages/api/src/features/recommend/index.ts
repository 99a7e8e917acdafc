import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import type { Citation } from '../ai/chat-types.js';
import { customerCitation, productCitation, uniqueCitations } from '../ai/citations.js';
import { describeRecommendations } from './describe-recommendations.js';
import {
  loadCatalog,
  loadCustomer,
  loadSalesHistory,
  type CatalogProduct,
} from './load-recommendation-data.js';
import { dayNumber } from './sales-history.js';
import { scoreProducts } from './score-products.js';

export interface RecommendationReason {
  kind: 'co_purchase' | 'reorder';
  text: string;
}

export interface ProductRecommendation extends CatalogProduct {
  score: number;
  suggested_quantity: number;
  reasons: RecommendationReason[];
}

export interface RecommendOptions {
  customerId: string;
  /** 1–50, default 10. */
  limit?: number;
  /** YYYY-MM-DD: only sales before this day count, and timing is judged from it (evaluation); default today. */
  asOf?: string;
}

export const RECOMMEND_LIMIT_MAX = 50;
export const RECOMMEND_LIMIT_DEFAULT = 10;

/**
 * The customer's ranked products, in stock, with offers of the `asOf` day: `limit` Infinity ranks every
 * candidate (offer recommendations pick from all of them). `live`: the sales of `asOf` itself count too.
 */
export async function rankProducts(
  tx: Queryable,
  workspace: Workspace,
  customerId: string,
  { asOf, limit, live }: { asOf: string; limit: number; live: boolean },
) {
  const customer = await loadCustomer(tx, workspace, customerId);
  const [history, catalog] = [await loadSalesHistory(tx, workspace), await loadCatalog(tx, workspace, asOf)];
  const scored = scoreProducts(history, customer.id, {
    asOfDay: dayNumber(asOf),
    seenBeforeDay: dayNumber(asOf) + (live ? 1 : 0),
    limit,
    eligible: (sku) => (catalog.get(sku)?.quantity_on_hand ?? 0) > 0,
  });
  return { customer, history, catalog, items: describeRecommendations(scored, catalog) };
}

/** The customer's recommended products (docs/ai-employee-api.md "Recommendations"). */
export async function recommendProducts(
  tx: Queryable,
  workspace: Workspace,
  options: RecommendOptions,
): Promise<{ items: ProductRecommendation[]; citations: Citation[] }> {
  const limit = options.limit ?? RECOMMEND_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > RECOMMEND_LIMIT_MAX) {
    throw new HttpError(
      400,
      'invalid_request',
      `limit must be a whole number from 1 to ${RECOMMEND_LIMIT_MAX}.`,
    );
  }
  // Without `asOf` this is the live list: today's orders are known and count.
  const { customer, items } = await rankProducts(tx, workspace, options.customerId, {
    asOf: options.asOf ?? todayUtc(),
    limit,
    live: options.asOf === undefined,
  });
  return {
    items,
    citations: uniqueCitations([
      customerCitation(customer.id, customer.name),
      ...items.map((item) => productCitation(item.product_id, item.sku, item.name)),
    ]),
  };
}
