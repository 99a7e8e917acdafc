import type { Queryable } from '../db/db.js';
import type {
  DocumentKind,
  ErpDocumentInput,
  ItemLine,
  OrderInput,
  Resolution,
} from './reconciliation-types.js';

export interface LoadFilter {
  /** An ILIKE pattern on PO number or customer (searchPattern), or null. */
  search: string | null;
  /** One order only (resolving an exception), or null. */
  purchaseOrderId: string | null;
}

export interface LoadedOrder extends OrderInput {
  order_date: string;
  total: number;
  currency: string;
}

export interface LoadedReconciliation {
  orders: LoadedOrder[];
  /** The ERP documents by PO number, in document order (date, number). */
  documentsByPo: Map<string, ErpDocumentInput[]>;
  /** Resolutions by `resolutionKey`. */
  resolutions: Map<string, Resolution>;
}

export const resolutionKey = (purchaseOrderId: string, kind: DocumentKind, lineRef: string) =>
  `${purchaseOrderId}\u0000${kind}\u0000${lineRef}`;

// Each query filters by a list of ids or numbers from the one before (`= any($2)`), not by a join: without
// table statistics (PGlite never analyzes the seed) the planner turns such joins into nested loops that take
// seconds, while an array probe uses the unique / (organization, po_number) indexes whatever the estimates.

/**
 * Everything the matcher needs for an organization's approved orders in five set-based queries (orders, their
 * lines, the ERP documents referencing their PO numbers, those documents' lines, resolutions); matching happens
 * in memory. Works as the caller (row-level security) or as the API role: every statement filters by the
 * organization itself.
 */
export async function loadReconciliation(
  tx: Queryable,
  organizationId: string,
  filter: LoadFilter,
): Promise<LoadedReconciliation> {
  const { rows: orderRows } = await tx.query<{
    id: string;
    po_number: string;
    customer_name: string;
    order_date: string;
    total: number;
    currency: string;
  }>(
    `select po.id, po.po_number, po.customer_name, po.order_date::text as order_date, po.total::float8 as total,
            po.currency
       from public.aide_purchase_orders po
      where po.organization_id = $1 and po.status = 'approved'
        and ($2::text is null or po.po_number ilike $2 or po.customer_name ilike $2)
        and ($3::uuid is null or po.id = $3)`,
    [organizationId, filter.search, filter.purchaseOrderId],
  );
  if (orderRows.length === 0) return { orders: [], documentsByPo: new Map(), resolutions: new Map() };
  const orderIds = orderRows.map((row) => row.id);

  const { rows: lineRows } = await tx.query<ItemLine & { purchase_order_id: string }>(
    `select l.purchase_order_id, l.line_no, l.sku, l.description, l.quantity::float8 as quantity,
            l.unit_price::float8 as unit_price
       from public.aide_purchase_order_lines l
      where l.organization_id = $1 and l.purchase_order_id = any($2::uuid[])
      order by l.purchase_order_id, l.line_no`,
    [organizationId, orderIds],
  );

  const { rows: documentRows } = await tx.query<{
    id: string;
    po_number: string;
    kind: DocumentKind;
    document_number: string;
  }>(
    `select d.id, d.po_number, d.kind, d.document_number
       from public.aide_erp_documents d
      where d.organization_id = $1 and d.po_number = any($2::text[])
      order by d.po_number, d.document_date, d.document_number`,
    [organizationId, orderRows.map((row) => row.po_number)],
  );

  const { rows: documentLineRows } =
    documentRows.length === 0
      ? { rows: [] }
      : await tx.query<ItemLine & { document_id: string }>(
          `select dl.document_id, dl.line_no, dl.sku, dl.description, dl.quantity::float8 as quantity,
                  dl.unit_price::float8 as unit_price
             from public.aide_erp_document_lines dl
            where dl.organization_id = $1 and dl.document_id = any($2::uuid[])`,
          [organizationId, documentRows.map((row) => row.id)],
        );

  const { rows: resolutionRows } = await tx.query<{
    purchase_order_id: string;
    document_kind: DocumentKind;
    line_ref: string;
    note: string;
    resolved_by_label: string;
    resolved_at: Date | string;
  }>(
    `select r.purchase_order_id, r.document_kind, r.line_ref, r.note, r.resolved_by_label, r.resolved_at
       from public.aide_reconciliation_resolutions r
      where r.organization_id = $1 and r.purchase_order_id = any($2::uuid[])`,
    [organizationId, orderIds],
  );

  const linesByOrder = new Map<string, ItemLine[]>();
  for (const row of lineRows) {
    let lines = linesByOrder.get(row.purchase_order_id);
    if (!lines) linesByOrder.set(row.purchase_order_id, (lines = []));
    lines.push({
      line_no: row.line_no,
      sku: row.sku,
      description: row.description,
      quantity: Number(row.quantity),
      unit_price: Number(row.unit_price),
    });
  }

  const documentsByPo = new Map<string, ErpDocumentInput[]>();
  const documentsById = new Map<string, ErpDocumentInput>();
  for (const row of documentRows) {
    const document: ErpDocumentInput = { kind: row.kind, document_number: row.document_number, lines: [] };
    documentsById.set(row.id, document);
    const documents = documentsByPo.get(row.po_number);
    if (documents) documents.push(document);
    else documentsByPo.set(row.po_number, [document]);
  }
  // A document without lines stays in the map: its PO lines are then missing.
  for (const row of documentLineRows) {
    documentsById.get(row.document_id)?.lines.push({
      line_no: row.line_no,
      sku: row.sku,
      description: row.description,
      quantity: Number(row.quantity),
      unit_price: Number(row.unit_price),
    });
  }

  const resolutions = new Map<string, Resolution>();
  for (const row of resolutionRows) {
    resolutions.set(resolutionKey(row.purchase_order_id, row.document_kind, row.line_ref), {
      note: row.note,
      resolved_by_label: row.resolved_by_label,
      resolved_at: new Date(row.resolved_at).toISOString(),
    });
  }

  return {
    orders: orderRows.map((row) => ({
      purchase_order_id: row.id,
      po_number: row.po_number,
      customer_name: row.customer_name,
      order_date: row.order_date,
      total: Number(row.total),
      currency: row.currency,
      lines: linesByOrder.get(row.id) ?? [],
    })),
    documentsByPo,
    resolutions,
  };
}
