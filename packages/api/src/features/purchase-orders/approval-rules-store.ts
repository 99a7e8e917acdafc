import type { Queryable } from '../../db/db.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import type { ReplyOf } from '../../http/api-instance.js';
import { isoTimestamp } from './list-purchase-orders.js';
import type { rulesResponseSchema, rulesSchema } from './purchase-order-schemas.js';

export type ApprovalRules = ReplyOf<typeof rulesSchema>;
export type RulesReply = ReplyOf<typeof rulesResponseSchema>;

export interface RulesInput {
  order_value_threshold: number;
  ai_score_threshold: number;
  customer_list: string;
  /** Absent: unchanged (0.9 when first saved). */
  confidence_threshold?: number;
}

/** What a member who never saved rules sees (SPEC §9 defaults). */
export const DEFAULT_RULES = {
  order_value_threshold: 1000,
  ai_score_threshold: 80,
  customer_list: '',
  confidence_threshold: 0.9,
  updated_at: null,
} as const;

const columns = `order_value_threshold::float8 as order_value_threshold,
  ai_score_threshold::float8 as ai_score_threshold, customer_list,
  confidence_threshold::float8 as confidence_threshold, ${isoTimestamp('updated_at')} as updated_at`;

/** The caller's own rules, or the defaults with saved: false. */
export async function getRules(tx: Queryable, ws: Workspace): Promise<RulesReply> {
  const { rows } = await tx.query<ApprovalRules>(
    `select ${columns} from public.auto_approval_rules where organization_id = $1 and user_id = $2`,
    [ws.organizationId, ws.userId],
  );
  return rows[0] ? { rules: rows[0], saved: true } : { rules: DEFAULT_RULES, saved: false };
}

/** Upsert of the caller's row (one per user), as the API role. */
export async function saveRules(tx: Queryable, ws: Workspace, input: RulesInput) {
  const { rows } = await tx.query<ApprovalRules>(
    `insert into public.auto_approval_rules (user_id, organization_id, order_value_threshold,
       ai_score_threshold, customer_list, confidence_threshold)
     values ($1, $2, $3, $4, $5, coalesce($6::numeric, 0.9))
     on conflict (user_id) do update
       set organization_id = excluded.organization_id,
           order_value_threshold = excluded.order_value_threshold,
           ai_score_threshold = excluded.ai_score_threshold,
           customer_list = excluded.customer_list,
           confidence_threshold = coalesce($6::numeric, auto_approval_rules.confidence_threshold),
           updated_at = clock_timestamp()
     returning ${columns}`,
    [
      ws.userId,
      ws.organizationId,
      input.order_value_threshold,
      input.ai_score_threshold,
      input.customer_list,
      input.confidence_threshold ?? null,
    ],
  );
  return { rules: rows[0]!, saved: true };
}
