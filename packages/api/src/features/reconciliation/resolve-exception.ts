import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { loadReconciliation, RESOLUTION_COLUMNS, type ResolutionRow } from './load-reconciliation.js';
import { matchOrder } from './match-order.js';
import { DEFAULT_TOLERANCES, type DocumentKind } from './reconciliation-types.js';

export const NOTE_MAX_LENGTH = 1000;

export interface ResolveBody {
  purchase_order_id: string;
  document_kind: DocumentKind;
  line_ref: string;
  note: string;
}

/** The note as stored: trimmed, 1–1000 characters (400 otherwise). */
export function validNote(note: string): string {
  const trimmed = note.trim();
  if (!trimmed) throw new HttpError(400, 'invalid_request', 'The note is required.');
  if (trimmed.length > NOTE_MAX_LENGTH) {
    throw new HttpError(400, 'invalid_request', `The note must be at most ${NOTE_MAX_LENGTH} characters.`);
  }
  return trimmed;
}

/**
 * Stores the note of a resolved exception. Runs as the API role (browser roles cannot write resolutions), so
 * every statement filters by the caller's organization. The line must be one of the order's reconciliation
 * lines for that document (which lines exist does not depend on the tolerances).
 */
export async function resolveException(tx: Queryable, ws: Workspace, body: ResolveBody) {
  const note = validNote(body.note);
  const loaded = await loadReconciliation(tx, ws.organizationId, {
    search: null,
    purchaseOrderIds: [body.purchase_order_id],
  });
  const order = loaded.orders[0];
  if (!order) {
    throw new HttpError(
      404,
      'not_found',
      'This purchase order is not an approved order of your organization.',
    );
  }
  const { lines } = matchOrder(order, loaded.documentsByPo.get(order.po_number) ?? [], DEFAULT_TOLERANCES);
  const exists = lines.some(
    (line) => line.document_kind === body.document_kind && line.line_ref === body.line_ref,
  );
  if (!exists) {
    throw new HttpError(
      404,
      'line_not_found',
      `${order.po_number} has no ${body.document_kind.replace('_', ' ')} line "${body.line_ref}".`,
    );
  }
  const { rows } = await tx.query<ResolutionRow & { id: string }>(
    `insert into public.aide_reconciliation_resolutions
       (organization_id, purchase_order_id, document_kind, line_ref, note, resolved_by, resolved_by_label)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (purchase_order_id, document_kind, line_ref) do nothing
     returning id, ${RESOLUTION_COLUMNS}`,
    [
      ws.organizationId,
      order.purchase_order_id,
      body.document_kind,
      body.line_ref,
      note,
      ws.userId,
      ws.displayName,
    ],
  );
  const resolution = rows[0];
  if (!resolution) {
    const { rows: existing } = await tx.query<{ resolved_by_label: string }>(
      `select resolved_by_label from public.aide_reconciliation_resolutions
        where organization_id = $1 and purchase_order_id = $2 and document_kind = $3 and line_ref = $4`,
      [ws.organizationId, order.purchase_order_id, body.document_kind, body.line_ref],
    );
    const by = existing[0] ? ` by ${existing[0].resolved_by_label}` : '';
    throw new HttpError(409, 'already_resolved', `This exception was already resolved${by}.`);
  }
  return { resolution: { ...resolution, resolved_at: new Date(resolution.resolved_at).toISOString() } };
}
