import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { orderNotFound } from './get-purchase-order.js';

export type Decision = 'approved' | 'rejected';

/** A member's decision on pending orders. Runs as the API role: every statement filters by organization. */
async function decide(
  tx: Queryable,
  ws: Workspace,
  ids: string[],
  decision: Decision,
  reason: string | null,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `update public.aide_purchase_orders
        set status = $3, decided_by = $4, decided_by_label = $5, decided_at = now(), decision_reason = $6,
            updated_at = now()
      where organization_id = $1 and id = any($2::uuid[]) and status = 'pending'
      returning id`,
    [ws.organizationId, ids, decision, ws.userId, ws.displayName, reason],
  );
  const decided = rows.map((row) => row.id);
  if (decided.length)
    await tx.query(
      `insert into public.aide_purchase_order_events
         (organization_id, purchase_order_id, action, actor_user_id, actor_label, reason)
       select $1, id, $3, $4, $5, $6 from unnest($2::uuid[]) as id`,
      [ws.organizationId, decided, decision, ws.userId, ws.displayName, reason],
    );
  return decided;
}

/** Why an order cannot be decided: "PO-24150 was already approved by Ivy Chen." (null when not found). */
async function alreadyDecided(
  tx: Queryable,
  organizationId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const { rows } = await tx.query<{
    id: string;
    po_number: string;
    status: string;
    decided_by_label: string | null;
  }>(
    `select id, po_number, status, decided_by_label from public.aide_purchase_orders
      where organization_id = $1 and id = any($2::uuid[])`,
    [organizationId, ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      `${row.po_number} was already ${row.status}${row.decided_by_label ? ` by ${row.decided_by_label}` : ''}.`,
    ]),
  );
}

/** Approves or rejects one pending order: 404 when it is not the organization's, 409 when decided. */
export async function decideOne(
  tx: Queryable,
  ws: Workspace,
  id: string,
  decision: Decision,
  reason: string | null,
): Promise<void> {
  const [decided] = await decide(tx, ws, [id], decision, reason);
  if (decided) return;
  const message = (await alreadyDecided(tx, ws.organizationId, [id])).get(id);
  if (!message) throw orderNotFound();
  throw new HttpError(409, 'already_decided', message);
}

/** Approves every pending order of `ids`; the others are skipped with the reason. */
export async function bulkApprove(tx: Queryable, ws: Workspace, ids: string[], reason: string | null) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const approved = await decide(tx, ws, unique, 'approved', reason);
  const approvedSet = new Set(approved);
  const rest = unique.filter((id) => !approvedSet.has(id));
  const messages = rest.length
    ? await alreadyDecided(tx, ws.organizationId, rest)
    : new Map<string, string>();
  return {
    approved: unique.filter((id) => approvedSet.has(id)),
    skipped: rest.map((id) => ({
      id,
      message: messages.get(id) ?? 'This purchase order does not exist in your organization.',
    })),
  };
}

/** A reason as stored: trimmed, null when blank. */
export const cleanReason = (reason: string | undefined): string | null => reason?.trim() || null;
