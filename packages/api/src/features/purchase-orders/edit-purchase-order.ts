/**
 * PATCH /accounting/purchase-orders/{id}/extraction: a reviewer corrects (or confirms) the fields and lines read
 * from a document while the order is pending. What the reviewer sends becomes the order's value with confidence 1
 * in the extraction, an 'edited' event records what changed, and the score is recomputed. An order needing
 * manual entry becomes a normal pending order once PO number, customer, order date and lines are all filled.
 */
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { orderNotFound } from './get-purchase-order.js';
import type { Extraction, HeaderFieldName } from './intake/extraction-types.js';
import { loadUnscoredOrders } from './load-score-contexts.js';
import type { ReceiveOrderInput } from './purchase-order-schemas.js';
import {
  cleanLines,
  insertLines,
  linesTotal,
  recordOrderEvent,
  type StoredLine,
} from './receive-purchase-order.js';
import { scoreOrder } from './score-order.js';

export type EditOrderInput = Partial<Omit<ReceiveOrderInput, 'requested_delivery_date'>> & {
  requested_delivery_date?: string | null;
};

type EditableField = Exclude<HeaderFieldName, 'total'>;
const EDITABLE_FIELDS: readonly EditableField[] = [
  'po_number',
  'customer_name',
  'order_date',
  'requested_delivery_date',
  'currency',
];

interface StoredOrder {
  po_number: string;
  customer_name: string;
  order_date: string;
  requested_delivery_date: string | null;
  currency: string;
  status: string;
  extraction: Extraction | null;
}

/** The sent header values, trimmed; a blank required text is a 400 (the schema checks the rest). */
function cleanFields(input: EditOrderInput): Partial<Record<EditableField, string | null>> {
  const fields: Partial<Record<EditableField, string | null>> = {};
  for (const name of EDITABLE_FIELDS) {
    const value = input[name];
    if (value === undefined) continue;
    const text = value === null ? null : value.trim();
    if (text === '' && name !== 'requested_delivery_date')
      throw new HttpError(400, 'invalid_request', `The ${name} field must not be blank.`);
    fields[name] = text || null;
  }
  return fields;
}

const sameLines = (a: readonly StoredLine[], b: readonly StoredLine[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** What is still missing for a normal pending order (the extraction's values are what a person vouched for). */
function stillMissing(extraction: Extraction): string[] {
  const { fields } = extraction;
  return [
    !fields.po_number.value && 'PO number',
    !fields.customer_name.value && 'customer',
    !fields.order_date.value && 'order date',
    extraction.lines.length === 0 && 'order lines',
  ].filter((what): what is string => Boolean(what));
}

/** Recomputes one order's score after a correction. Never auto-approves: the reviewer is deciding it. */
async function rescoreOrder(tx: Queryable, organizationId: string, id: string): Promise<void> {
  await tx.query(
    `update public.aide_purchase_orders set ai_score = null where organization_id = $1 and id = $2`,
    [organizationId, id],
  );
  const unscored = await loadUnscoredOrders(tx, organizationId);
  const mine = unscored.find(({ order }) => order.id === id);
  if (!mine) return;
  const { score, reasons } = scoreOrder(mine.order, mine.context);
  await tx.query(
    `update public.aide_purchase_orders set ai_score = $3, ai_score_reasons = $4::jsonb
      where organization_id = $1 and id = $2`,
    [organizationId, id, score, JSON.stringify(reasons)],
  );
}

/** Applies a reviewer's corrections to a pending order read from a document (runs as the API role). */
export async function editPurchaseOrder(
  tx: Queryable,
  ws: Workspace,
  id: string,
  input: EditOrderInput,
): Promise<void> {
  const fields = cleanFields(input);
  const lines = input.lines ? cleanLines(input.lines) : null;
  if (Object.keys(fields).length === 0 && !lines)
    throw new HttpError(400, 'invalid_request', 'Send at least one field or the lines to correct.');

  const { rows } = await tx.query<StoredOrder>(
    `select po_number, customer_name, to_char(order_date, 'YYYY-MM-DD') as order_date,
            to_char(requested_delivery_date, 'YYYY-MM-DD') as requested_delivery_date, currency, status,
            extraction
       from public.aide_purchase_orders
      where organization_id = $1 and id = $2
      for update`,
    [ws.organizationId, id],
  );
  const order = rows[0];
  if (!order) throw orderNotFound();
  if (order.status !== 'pending')
    throw new HttpError(
      409,
      'not_pending',
      `${order.po_number} was already ${order.status}; only pending orders can be corrected.`,
    );
  if (!order.extraction)
    throw new HttpError(
      409,
      'not_from_document',
      `${order.po_number} was not read from a document; only orders from intake can be corrected.`,
    );
  if (fields.po_number && fields.po_number !== order.po_number) {
    const taken = await tx.query(
      `select 1 from public.aide_purchase_orders where organization_id = $1 and po_number = $2 and id <> $3`,
      [ws.organizationId, fields.po_number, id],
    );
    if (taken.rows.length)
      throw new HttpError(
        409,
        'duplicate_po_number',
        `Purchase order ${fields.po_number} has already been received.`,
      );
  }

  const { rows: storedLines } = await tx.query<StoredLine>(
    `select line_no, sku, description, quantity::float8 as quantity, unit_price::float8 as unit_price
       from public.aide_purchase_order_lines where organization_id = $1 and purchase_order_id = $2
      order by line_no`,
    [ws.organizationId, id],
  );

  // What the reviewer sent is vouched for: confidence 1, whether it changed the value or confirmed it.
  const extraction: Extraction = structuredClone(order.extraction);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const confirmed: string[] = [];
  for (const name of EDITABLE_FIELDS) {
    if (!(name in fields)) continue;
    const value = fields[name] ?? null;
    const changed = value !== order[name];
    if (changed) changes[name] = { from: order[name], to: value };
    else confirmed.push(name);
    extraction.fields[name] = {
      value,
      confidence: 1,
      reason: `${changed ? 'Corrected' : 'Confirmed'} by ${ws.displayName}`,
    };
  }
  const newLines = lines ?? storedLines;
  if (lines) {
    const changed = !sameLines(lines, storedLines);
    if (changed) changes.lines = { from: storedLines, to: lines };
    else confirmed.push('lines');
    const reason = `${changed ? 'Corrected' : 'Confirmed'} by ${ws.displayName}`;
    extraction.lines = lines.map((line) => ({
      ...line,
      amount: Math.round(line.quantity * line.unit_price * 100) / 100,
      confidence: 1,
      reason,
    }));
    extraction.fields.total = {
      value: linesTotal(lines),
      confidence: 1,
      reason: `The sum of the lines as ${changed ? 'corrected' : 'confirmed'} by ${ws.displayName}`,
    };
  }
  const missing = stillMissing(extraction);
  extraction.needs_manual_entry = missing.length > 0;
  extraction.manual_entry_reason = missing.length ? `Still to enter: ${missing.join(', ')}` : null;
  extraction.confidence = missing.length
    ? 0
    : Math.min(
        ...Object.values(extraction.fields).map((field) => field.confidence),
        ...extraction.lines.map((line) => line.confidence),
      );

  const next = { ...order, ...fields };
  await tx.query(
    `update public.aide_purchase_orders
        set po_number = $3, customer_name = $4, order_date = $5::date, requested_delivery_date = $6::date,
            currency = $7, total = $8, extraction = $9::jsonb, extraction_confidence = $10,
            needs_manual_entry = $11, updated_at = now()
      where organization_id = $1 and id = $2`,
    [
      ws.organizationId,
      id,
      next.po_number,
      next.customer_name,
      next.order_date,
      next.requested_delivery_date,
      next.currency,
      linesTotal(newLines),
      JSON.stringify(extraction),
      extraction.confidence,
      extraction.needs_manual_entry,
    ],
  );
  if (lines) {
    await tx.query(
      `delete from public.aide_purchase_order_lines where organization_id = $1 and purchase_order_id = $2`,
      [ws.organizationId, id],
    );
    await insertLines(tx, ws.organizationId, id, lines);
  }
  await recordOrderEvent(tx, ws, id, 'edited', {
    changes,
    confirmed,
    extraction_confidence: extraction.confidence,
    needs_manual_entry: extraction.needs_manual_entry,
  });
  await rescoreOrder(tx, ws.organizationId, id);
}
