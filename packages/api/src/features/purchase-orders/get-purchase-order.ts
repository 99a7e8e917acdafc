import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { ORIGINALS_BUCKET } from './intake/storage-originals.js';
import { isoTimestamp, summaryColumns } from './list-purchase-orders.js';

export const orderNotFound = () =>
  new HttpError(404, 'not_found', 'This purchase order does not exist in your organization.');

/**
 * PurchaseOrderDetail: the summary, lines with their catalog price, score reasons, events oldest first and, for
 * an order read from a document, the original and what was extracted.
 */
export async function getPurchaseOrder(tx: Queryable, organizationId: string, id: string) {
  const { rows } = await tx.query<
    Record<string, unknown> & {
      source_document_path: string | null;
      source_document_name: string | null;
      source_document_type: string | null;
    }
  >(
    `select ${summaryColumns}, po.decision_reason, po.ai_score_reasons as score_reasons,
            po.source_document_path, po.source_document_name, po.source_document_type, po.extraction,
            po.extraction_confidence::float8 as extraction_confidence, po.needs_manual_entry,
            (select count(*)::int from public.aide_purchase_order_lines l
              where l.organization_id = $1 and l.purchase_order_id = po.id) as line_count
       from public.aide_purchase_orders po
      where po.organization_id = $1 and po.id = $2`,
    [organizationId, id],
  );
  const order = rows[0];
  if (!order) throw orderNotFound();
  const { rows: lines } = await tx.query(
    `select l.line_no, l.sku, l.description, l.quantity::float8 as quantity, l.unit_price::float8 as unit_price,
            round(l.quantity * l.unit_price, 2)::float8 as amount, i.price::float8 as catalog_price
       from public.aide_purchase_order_lines l
       left join public.aide_inventory_items i
         on i.organization_id = $1 and upper(trim(i.sku)) = upper(trim(l.sku))
      where l.organization_id = $1 and l.purchase_order_id = $2
      order by l.line_no`,
    [organizationId, id],
  );
  const { rows: events } = await tx.query(
    `select id, action, actor_label, reason, details, ${isoTimestamp('created_at')} as created_at
       from public.aide_purchase_order_events
      where organization_id = $1 and purchase_order_id = $2
      order by created_at, case action when 'received' then 0 when 'scored' then 1 else 2 end, id`,
    [organizationId, id],
  );
  const {
    source_document_path: path,
    source_document_name: name,
    source_document_type: type,
    ...rest
  } = order;
  // The signed URL is added by the routes, which hold the caller's token (intake/storage-originals.ts).
  const sourceDocument = path
    ? {
        bucket: ORIGINALS_BUCKET,
        path: String(path),
        name: String(name),
        content_type: String(type),
        signed_url: null,
      }
    : null;
  return {
    ...rest,
    source_document: sourceDocument,
    lines,
    score_reasons: order.score_reasons ?? [],
    events,
  };
}
