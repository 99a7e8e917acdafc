import type { QueryPlan } from '../../semantic/query-plan.js';

/** Who a question is about: a name, or a reference the analyst resolves from the data or the conversation. */
export type CustomerRef =
  | { by: 'name'; name: string }
  /** "them", "that customer": the last customer the conversation discussed. */
  | { by: 'id'; id: string; name: string }
  /** "my biggest account": the top customer by revenue of the last 12 months. */
  | { by: 'biggest' }
  /** "a customer who stopped buying": the biggest account among those at risk. */
  | { by: 'at_risk' };

export type CustomerAction = 'summary' | 'last_orders' | 'pitch' | 'draft_email';

/** What a question asks for, as the built-in analyst understood it. */
export type Request =
  | { kind: 'query'; plan: QueryPlan; customer: CustomerRef | null }
  | { kind: 'at_risk' }
  | { kind: 'low_stock'; below: number; outOfStock: boolean }
  | { kind: 'offers' }
  | { kind: 'customer'; action: CustomerAction; customer: CustomerRef; winBack: boolean }
  /** "remind me …": said plainly to be unsupported. */
  | { kind: 'remind' }
  /** Two readings equally likely: one short question back, with the plans it chooses between. */
  | { kind: 'clarify'; question: string; options: { label: string; request: Request }[] }
  /** Understood, but not something the data can answer (margin without costs, a filter value that is not there). */
  | { kind: 'unavailable'; message: string }
  /** "them" with nobody discussed yet. */
  | { kind: 'no_reference' }
  /**
   * Words that carry meaning but bind to nothing the analyst can compute (an unknown name, an unsupported ask):
   * said, never dropped. `understood` is the reading without them, offered for a "yes".
   */
  | { kind: 'not_understood'; words: string[]; names: boolean; understood: Request | null }
  | { kind: 'help' }
  | { kind: 'unknown' };
