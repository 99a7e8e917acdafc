import type { Queryable } from '../../db/db.js';

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
 * Inserts documents of the caller's organization, or replaces those with the same kind and number (a
 * re-imported invoice that changed in the ERP), lines included: three statements whatever their number. Runs
 * as the API role: organization-filtered.
 */
export async function upsertErpDocuments(
  tx: Queryable,
  organizationId: string,
  erpConnectionId: string,
  documents: readonly ErpDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  const payload = JSON.stringify(
    documents.map(({ lines, ...document }) => ({
      ...document,
      total: round2(lines.reduce((sum, line) => sum + round2(line.quantity * line.unit_price), 0)),
    })),
  );
  const { rows: stored } = await tx.query<{ id: string; key: string }>(
    `insert into public.aide_erp_documents (organization_id, erp_connection_id, kind, document_number, po_number,
       customer_name, document_date, currency, total, source)
     select $1, $2, d.kind, d.document_number, d.po_number, d.customer_name, d.document_date, d.currency, d.total,
            d.source
       from json_to_recordset($3::json) as d (kind text, document_number text, po_number text,
         customer_name text, document_date date, currency text, total numeric, source text)
     on conflict (organization_id, kind, document_number) do update
       set erp_connection_id = excluded.erp_connection_id, po_number = excluded.po_number,
           customer_name = excluded.customer_name, document_date = excluded.document_date,
           currency = excluded.currency, total = excluded.total, source = excluded.source
     returning id, kind || ' ' || document_number as key`,
    [organizationId, erpConnectionId, payload],
  );
  if (stored.length !== documents.length) throw new Error('Not every ERP document was stored.');
  await tx.query(
    'delete from public.aide_erp_document_lines where organization_id = $1 and document_id = any($2::uuid[])',
    [organizationId, stored.map((row) => row.id)],
  );
  const idOf = new Map(stored.map((row) => [row.key, row.id]));
  const lines = documents.flatMap((document) =>
    document.lines.map((line, index) => ({
      document_id: idOf.get(`${document.kind} ${document.document_number}`),
      line_no: index + 1,
      ...line,
    })),
  );
  if (lines.length === 0) return;
  await tx.query(
    `insert into public.aide_erp_document_lines (organization_id, document_id, line_no, sku, description,
       quantity, unit_price)
     select $1, l.document_id, l.line_no, l.sku, l.description, l.quantity, l.unit_price
       from json_to_recordset($2::json) as l (document_id uuid, line_no int, sku text, description text,
         quantity numeric, unit_price numeric)`,
    [organizationId, JSON.stringify(lines)],
  );
}
