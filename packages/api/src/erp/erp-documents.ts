import type { Queryable } from '../db/db.js';

export interface ErpDocumentLine {
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
}

export interface ErpDocument {
  kind: 'sales_order' | 'invoice';
  document_number: string;
  po_number: string;
  customer_name: string;
  /** YYYY-MM-DD */
  document_date: string;
  currency: string;
  source: 'sandbox' | 'merge';
  lines: ErpDocumentLine[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Inserts a document of the caller's organization, or replaces the one with the same kind and number (a
 * re-imported invoice that changed in the ERP), lines included. Runs as the API role: organization-filtered.
 */
export async function upsertErpDocument(
  tx: Queryable,
  organizationId: string,
  erpConnectionId: string,
  document: ErpDocument,
): Promise<void> {
  const total = round2(
    document.lines.reduce((sum, line) => sum + round2(line.quantity * line.unit_price), 0),
  );
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.aide_erp_documents (organization_id, erp_connection_id, kind, document_number, po_number,
       customer_name, document_date, currency, total, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (organization_id, kind, document_number) do update
       set erp_connection_id = excluded.erp_connection_id, po_number = excluded.po_number,
           customer_name = excluded.customer_name, document_date = excluded.document_date,
           currency = excluded.currency, total = excluded.total, source = excluded.source
     returning id`,
    [
      organizationId,
      erpConnectionId,
      document.kind,
      document.document_number,
      document.po_number,
      document.customer_name,
      document.document_date,
      document.currency,
      total,
      document.source,
    ],
  );
  const documentId = rows[0]?.id;
  if (!documentId) throw new Error('The ERP document was not stored.');
  await tx.query(
    'delete from public.aide_erp_document_lines where document_id = $1 and organization_id = $2',
    [documentId, organizationId],
  );
  if (document.lines.length === 0) return;
  await tx.query(
    `insert into public.aide_erp_document_lines (organization_id, document_id, line_no, sku, description,
       quantity, unit_price)
     select $1, $2, line_no, sku, description, quantity, unit_price
       from unnest($3::int[], $4::text[], $5::text[], $6::numeric[], $7::numeric[])
         as t(line_no, sku, description, quantity, unit_price)`,
    [
      organizationId,
      documentId,
      document.lines.map((_line, index) => index + 1),
      document.lines.map((line) => line.sku),
      document.lines.map((line) => line.description),
      document.lines.map((line) => line.quantity),
      document.lines.map((line) => line.unit_price),
    ],
  );
}
