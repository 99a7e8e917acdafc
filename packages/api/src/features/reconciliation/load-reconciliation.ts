import type { Queryable } from '../../db/db.js';
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
  /** These orders only (a page, resolving an exception), or null. */
  purchaseOrderIds?: string[] | null;
  /** The orders of these PO numbers only (matching stale orders again), or null. */
  poNumbers?: string[] | null;
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

/** A stored resolution as both the loader and resolving an exception read it (RESOLUTION_COLUMNS). */
export interface ResolutionRow {
  purchase_order_id: string;
  document_kind: DocumentKind;
  line_ref: string;
  note: string;
  resolved_by_label: string;
  resolved_at: Date | string;
}

export const RESOLUTION_COLUMNS =
  'purchase_order_id, document_kind, line_ref, note, resolved_by_label, resolved_at';

export const resolutionKey = (purchaseOrderId: string, kind: DocumentKind, lineRef: string) =>
  `${purchaseOrderId}\u0000${kind}\u0000${lineRef}`;

// Each query filters by a list of ids or numbers from the one before (`= any($2)`), not by a join: without
// table statistics (PGlite never analyzes the seed) the planner turns such joins into nested loops that take
// seconds, while an array probe uses the unique / (organization, po_number) indexes whatever the estimates.

/** A line as the loader's JSON carries it: [line_no, sku, description, quantity, unit_price]. */
type LineTuple = [number, string, string, number, number];
/** [id, po_number, customer_name, order_date, total, currency, lines, documents]. */
type OrderTuple = [string, string, string, string, number, string, LineTuple[], DocumentTuple[]];
/** [kind, document_number, lines], in document order (date, number). */
type DocumentTuple = [DocumentKind, string, LineTuple[]];

const toLine = ([line_no, sku, description, quantity, unit_price]: LineTuple): ItemLine => ({
  line_no,
  sku,
  description,
  quantity,
  unit_price,
});

/**
 * Everything the matcher needs for an organization's approved orders: the orders with their lines and the ERP
 * documents referencing their PO numbers with theirs, as one JSON value built by the database (tens of
 * thousands of lines cost one parse instead of a row object each), then the resolutions. Matching happens in
 * memory. Works as the caller (row-level security) or as the API role: every statement filters by the
 * organization itself.
 */
export async function loadReconciliation(
  tx: Queryable,
  organizationId: string,
  filter: LoadFilter,
): Promise<LoadedReconciliation> {
  // The lines of `table` (alias `l`) whose `parent` column is the id of a row of the CTE `rows` (alias `p`),
  // as one JSON array of LineTuple per parent.
  const linesBy = (parent: string, table: string, rows: string) =>
    `select l.${parent}, json_agg(json_build_array(l.line_no, l.sku, l.description, l.quantity::float8,
                                                    l.unit_price::float8) order by l.line_no) as lines
       from public.${table} l
       join ${rows} p on p.id = l.${parent}
      where l.organization_id = $1
      group by l.${parent}`;
  const { rows } = await tx.query<{ orders: OrderTuple[] }>(
    `with orders as (
       select po.id, po.po_number, po.customer_name, po.order_date, po.total, po.currency
         from public.aide_purchase_orders po
        where po.organization_id = $1 and po.status = 'approved'
          and ($2::text is null or po.po_number ilike $2 or po.customer_name ilike $2)
          and ($3::uuid[] is null or po.id = any($3))
          and ($4::text[] is null or po.po_number = any($4))
     ), order_lines as (
       ${linesBy('purchase_order_id', 'aide_purchase_order_lines', 'orders')}
     ), documents as (
       select d.id, d.po_number, d.kind, d.document_number, d.document_date
         from public.aide_erp_documents d
         join orders o on o.po_number = d.po_number
        where d.organization_id = $1
     ), document_lines as (
       ${linesBy('document_id', 'aide_erp_document_lines', 'documents')}
     ), documents_by_po as (
       select d.po_number,
              json_agg(json_build_array(d.kind, d.document_number, coalesce(dl.lines, '[]'::json))
                       order by d.document_date, d.document_number) as documents
         from documents d
         left join document_lines dl on dl.document_id = d.id
        group by d.po_number
     )
     select coalesce(json_agg(json_build_array(o.id, o.po_number, o.customer_name, o.order_date::text,
                                               o.total::float8, o.currency, coalesce(ol.lines, '[]'::json),
                                               coalesce(dp.documents, '[]'::json))), '[]'::json) as orders
       from orders o
       left join order_lines ol on ol.purchase_order_id = o.id
       left join documents_by_po dp on dp.po_number = o.po_number`,
    [organizationId, filter.search, filter.purchaseOrderIds ?? null, filter.poNumbers ?? null],
  );
  const orderTuples = rows[0]?.orders ?? [];
  if (orderTuples.length === 0) return { orders: [], documentsByPo: new Map(), resolutions: new Map() };

  const { rows: resolutionRows } = await tx.query<ResolutionRow>(
    `select ${RESOLUTION_COLUMNS} from public.aide_reconciliation_resolutions
      where organization_id = $1 and purchase_order_id = any($2::uuid[])`,
    [organizationId, orderTuples.map(([id]) => id)],
  );

  const documentsByPo = new Map<string, ErpDocumentInput[]>();
  const orders: LoadedOrder[] = orderTuples.map(
    ([id, poNumber, customerName, orderDate, total, currency, lines, documents]) => {
      if (documents.length > 0) {
        documentsByPo.set(
          poNumber,
          documents.map(([kind, documentNumber, documentLines]) => ({
            kind,
            document_number: documentNumber,
            lines: documentLines.map(toLine),
          })),
        );
      }
      return {
        purchase_order_id: id,
        po_number: poNumber,
        customer_name: customerName,
        order_date: orderDate,
        total,
        currency,
        lines: lines.map(toLine),
      };
    },
  );

  const resolutions = new Map<string, Resolution>();
  for (const row of resolutionRows) {
    resolutions.set(resolutionKey(row.purchase_order_id, row.document_kind, row.line_ref), {
      note: row.note,
      resolved_by_label: row.resolved_by_label,
      resolved_at: new Date(row.resolved_at).toISOString(),
    });
  }
  return { orders, documentsByPo, resolutions };
}
