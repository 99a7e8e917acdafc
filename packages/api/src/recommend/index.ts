import type { Queryable } from '../db/db.js';
import type { Workspace } from '../workspace/with-workspace.js';
import type { Citation } from '../ai/chat-types.js';

// PLACEHOLDER until the recommender lands (issue 6): the signature is the contract other modules build on.

export interface RecommendationReason {
  kind: 'co_purchase' | 'reorder';
  text: string;
}

export interface ProductRecommendation {
  product_id: string;
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  price: number | null;
  offer: { id: string; title: string; discount_percent: number } | null;
  offer_price: number | null;
  quantity_on_hand: number;
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

/** The customer's recommended products (docs/ai-employee-api.md "Recommendations"). */
export async function recommendProducts(
  _tx: Queryable,
  _workspace: Workspace,
  _options: RecommendOptions,
): Promise<{ items: ProductRecommendation[]; citations: Citation[] }> {
  throw new Error('The recommender is not built yet.');
}
