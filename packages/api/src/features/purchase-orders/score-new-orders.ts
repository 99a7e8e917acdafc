import type { Queryable } from '../../db/db.js';
import {
  autoApprovalLabel,
  autoApprovalReason,
  decideAutoApproval,
  type SavedRules,
} from './auto-approval.js';
import { loadUnscoredOrders } from './load-score-contexts.js';
import { scoreOrder } from './score-order.js';

export interface ScoringResult {
  scored: number;
  autoApproved: string[];
}

/** Every member's saved rules in the organization, with the member's display name. */
export async function loadOrganizationRules(tx: Queryable, organizationId: string): Promise<SavedRules[]> {
  const { rows } = await tx.query<SavedRules>(
    `select r.user_id, r.order_value_threshold::float8 as order_value_threshold,
            r.ai_score_threshold::float8 as ai_score_threshold, r.customer_list,
            r.confidence_threshold::float8 as confidence_threshold,
            to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at,
            coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), m.email) as member_name
       from public.auto_approval_rules r
       join public.aide_members m on m.user_id = r.user_id and m.organization_id = $1
      where r.organization_id = $1`,
    [organizationId],
  );
  return rows;
}

/**
 * Scores every order of the organization that has none yet and auto-approves the pending ones that meet a
 * member's rules. Runs as the API role: every statement filters by the organization. Scores are written in one
 * statement and no 'scored' event is recorded (the score and its reasons are on the order; thousands of
 * seeded or synced orders would otherwise flood the audit trail).
 */
export async function scoreNewOrders(tx: Queryable, organizationId: string): Promise<ScoringResult> {
  const unscored = await loadUnscoredOrders(tx, organizationId);
  if (unscored.length === 0) return { scored: 0, autoApproved: [] };
  const scored = unscored.map(({ order, context }) => ({ order, ...scoreOrder(order, context) }));

  // One JSON document rather than parallel arrays: thousands of jsonb array elements parse slowly.
  await tx.query(
    `update public.aide_purchase_orders po
        set ai_score = s.score, ai_score_reasons = s.reasons, updated_at = now()
       from jsonb_to_recordset($2::jsonb) as s (id uuid, score int, reasons jsonb)
      where po.organization_id = $1 and po.id = s.id and po.ai_score is null`,
    [
      organizationId,
      JSON.stringify(scored.map(({ order, score, reasons }) => ({ id: order.id, score, reasons }))),
    ],
  );

  const pending = scored.filter(({ order }) => order.status === 'pending');
  if (pending.length === 0) return { scored: scored.length, autoApproved: [] };
  const rules = await loadOrganizationRules(tx, organizationId);
  const approvals = pending.flatMap(({ order, score }) => {
    const { approvedBy } = decideAutoApproval(
      {
        total: order.total,
        ai_score: score,
        customer_name: order.customer_name,
        extraction_confidence: order.extraction_confidence,
        needs_manual_entry: order.needs_manual_entry,
      },
      rules,
    );
    return approvedBy ? [{ order, score, rules: approvedBy }] : [];
  });
  if (approvals.length === 0) return { scored: scored.length, autoApproved: [] };

  const { rows: approved } = await tx.query<{ id: string }>(
    `update public.aide_purchase_orders po
        set status = 'approved', decided_by = null, decided_by_label = a.label, decided_at = now(),
            decision_reason = a.reason, updated_at = now()
       from unnest($2::uuid[], $3::text[], $4::text[]) as a (id, label, reason)
      where po.organization_id = $1 and po.id = a.id and po.status = 'pending'
      returning po.id`,
    [
      organizationId,
      approvals.map(({ order }) => order.id),
      approvals.map(({ rules: met }) => autoApprovalLabel(met.member_name)),
      approvals.map(({ rules: met }) => autoApprovalReason(met)),
    ],
  );
  const approvedIds = new Set(approved.map((row) => row.id));
  const events = approvals.filter(({ order }) => approvedIds.has(order.id));
  await tx.query(
    `insert into public.aide_purchase_order_events
       (organization_id, purchase_order_id, action, actor_user_id, actor_label, reason, details)
     select $1, e.id, 'auto_approved', null, e.label, e.reason, e.details
       from unnest($2::uuid[], $3::text[], $4::text[], $5::jsonb[]) as e (id, label, reason, details)`,
    [
      organizationId,
      events.map(({ order }) => order.id),
      events.map(({ rules: met }) => autoApprovalLabel(met.member_name)),
      events.map(({ rules: met }) => autoApprovalReason(met)),
      events.map(({ order, score, rules: met }) =>
        JSON.stringify({
          member: { user_id: met.user_id, name: met.member_name },
          rules: {
            order_value_threshold: met.order_value_threshold,
            ai_score_threshold: met.ai_score_threshold,
            customer_list: met.customer_list,
            confidence_threshold: met.confidence_threshold,
            updated_at: met.updated_at,
          },
          order: { total: order.total, ai_score: score, customer_name: order.customer_name },
        }),
      ),
    ],
  );
  return { scored: scored.length, autoApproved: events.map(({ order }) => order.id) };
}
