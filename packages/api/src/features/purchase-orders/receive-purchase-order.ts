import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import type { Extraction } from './intake/extraction-types.js';
import type { ReceiveOrderInput } from './purchase-order-schemas.js';

/** Where an order read by intake came from: its original in Storage and what was read from it. */
/** Who receives an order: a member (their workspace), or the mail intake job (no user, a label). */
export type OrderReceiver = Pick<Workspace, 'organizationId' | 'displayName'> & { userId: string | null };

export interface ReceivedDocument {
  source: 'upload' | 'email';
  path: string;
  name: string;
  contentType: string;
  sha256: string;
  extraction: Extraction;
}

const cents = (value: number) => Math.round(value * 100);

export interface StoredLine {
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
}

/** Lines as the table stores them (2 decimals), numbered from 1; a blank SKU or a zero quantity is a 400. */
export function cleanLines(input: ReceiveOrderInput['lines']): StoredLine[] {
  const lines = input.map((line, index) => ({
    line_no: index + 1,
    sku: line.sku.trim(),
    description: line.description?.trim() ?? '',
    // The table keeps 2 decimals; the total must add up what is stored.
    quantity: cents(line.quantity) / 100,
    unit_price: cents(line.unit_price) / 100,
  }));
  const blank = lines.find((line) => !line.sku);
  if (blank) throw new HttpError(400, 'invalid_request', `Line ${blank.line_no}: the sku must not be blank.`);
  const zero = lines.find((line) => line.quantity <= 0);
  if (zero)
    throw new HttpError(400, 'invalid_request', `Line ${zero.line_no}: the quantity must be at least 0.01.`);
  return lines;
}

/** The order total: the line amounts, each rounded to cents as stored, added up. */
export const linesTotal = (lines: readonly StoredLine[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.quantity * line.unit_price * 100), 0) / 100;

/** Writes an order's lines (intake and corrections replace them all). */
export async function insertLines(tx: Queryable, organizationId: string, id: string, lines: StoredLine[]) {
  await tx.query(
    `insert into public.aide_purchase_order_lines
       (organization_id, purchase_order_id, line_no, sku, description, quantity, unit_price)
     select $1, $2, l.line_no, l.sku, l.description, l.quantity, l.unit_price
       from unnest($3::int[], $4::text[], $5::text[], $6::numeric[], $7::numeric[])
         as l (line_no, sku, description, quantity, unit_price)`,
    [
      organizationId,
      id,
      lines.map((line) => line.line_no),
      lines.map((line) => line.sku),
      lines.map((line) => line.description),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unit_price),
    ],
  );
}

/**
 * Stores an incoming order with its lines and a 'received' event by the caller, as the API role. The total is
 * the sum of the line amounts, each rounded to cents as the lines table stores them. Returns the new id. With a
 * document (intake), the order keeps its original, file hash and extraction.
 */
export async function receivePurchaseOrder(
  tx: Queryable,
  ws: OrderReceiver,
  input: ReceiveOrderInput,
  document: ReceivedDocument | null = null,
): Promise<string> {
  const poNumber = input.po_number.trim();
  const customerName = input.customer_name.trim();
  if (!poNumber) throw new HttpError(400, 'invalid_request', 'The po_number field must not be blank.');
  if (!customerName)
    throw new HttpError(400, 'invalid_request', 'The customer_name field must not be blank.');
  const lines = cleanLines(input.lines);

  const { rows } = await tx.query<{ id: string }>(
    `insert into public.aide_purchase_orders (organization_id, po_number, customer_name, order_date,
       requested_delivery_date, currency, total, status, source, source_document_path, source_document_name,
       source_document_type, source_file_sha256, extraction, extraction_confidence, needs_manual_entry)
     values ($1, $2, $3, $4::date, $5::date, $6, $7, 'pending', $8, $9, $10, $11, $12, $13::jsonb, $14, $15)
     on conflict (organization_id, po_number) do nothing
     returning id`,
    [
      ws.organizationId,
      poNumber,
      customerName,
      input.order_date,
      input.requested_delivery_date ?? null,
      input.currency ?? 'USD',
      linesTotal(lines),
      document?.source ?? 'api',
      document?.path ?? null,
      document?.name ?? null,
      document?.contentType ?? null,
      document?.sha256 ?? null,
      document ? JSON.stringify(document.extraction) : null,
      document?.extraction.confidence ?? null,
      document?.extraction.needs_manual_entry ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (!id)
    throw new HttpError(409, 'duplicate_po_number', `Purchase order ${poNumber} has already been received.`);
  await insertLines(tx, ws.organizationId, id, lines);
  await recordOrderEvent(
    tx,
    ws,
    id,
    'received',
    document
      ? {
          source: document.source,
          lines: lines.length,
          document: document.name,
          extraction_confidence: document.extraction.confidence,
          needs_manual_entry: document.extraction.needs_manual_entry,
        }
      : { source: 'api', lines: lines.length },
  );
  return id;
}

/** Adds a step to an order's history, by the member or job `by`, with what it did in `details`. */
export async function recordOrderEvent(
  tx: Queryable,
  by: OrderReceiver,
  id: string,
  action: 'received' | 'edited',
  details: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into public.aide_purchase_order_events
       (organization_id, purchase_order_id, action, actor_user_id, actor_label, details)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [by.organizationId, id, action, by.userId, by.displayName, JSON.stringify(details)],
  );
}
