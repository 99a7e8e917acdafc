import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/error-handler.js';
import type { Workspace } from '../workspace/with-workspace.js';
import type { ReceiveOrderInput } from './purchase-order-schemas.js';

const cents = (value: number) => Math.round(value * 100);

/**
 * Stores an incoming order with its lines and a 'received' event by the caller, as the API role. The total is
 * the sum of the line amounts, each rounded to cents as the lines table stores them. Returns the new id.
 */
export async function receivePurchaseOrder(
  tx: Queryable,
  ws: Workspace,
  input: ReceiveOrderInput,
): Promise<string> {
  const poNumber = input.po_number.trim();
  const customerName = input.customer_name.trim();
  if (!poNumber) throw new HttpError(400, 'invalid_request', 'The po_number field must not be blank.');
  if (!customerName)
    throw new HttpError(400, 'invalid_request', 'The customer_name field must not be blank.');
  const lines = input.lines.map((line, index) => ({
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
  const totalCents = lines.reduce((sum, line) => sum + Math.round(line.quantity * line.unit_price * 100), 0);

  const { rows } = await tx.query<{ id: string }>(
    `insert into public.aide_purchase_orders (organization_id, po_number, customer_name, order_date,
       requested_delivery_date, currency, total, status, source)
     values ($1, $2, $3, $4::date, $5::date, $6, $7, 'pending', 'api')
     on conflict (organization_id, po_number) do nothing
     returning id`,
    [
      ws.organizationId,
      poNumber,
      customerName,
      input.order_date,
      input.requested_delivery_date ?? null,
      input.currency ?? 'USD',
      totalCents / 100,
    ],
  );
  const id = rows[0]?.id;
  if (!id)
    throw new HttpError(409, 'duplicate_po_number', `Purchase order ${poNumber} has already been received.`);
  await tx.query(
    `insert into public.aide_purchase_order_lines
       (organization_id, purchase_order_id, line_no, sku, description, quantity, unit_price)
     select $1, $2, l.line_no, l.sku, l.description, l.quantity, l.unit_price
       from unnest($3::int[], $4::text[], $5::text[], $6::numeric[], $7::numeric[])
         as l (line_no, sku, description, quantity, unit_price)`,
    [
      ws.organizationId,
      id,
      lines.map((line) => line.line_no),
      lines.map((line) => line.sku),
      lines.map((line) => line.description),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unit_price),
    ],
  );
  await tx.query(
    `insert into public.aide_purchase_order_events
       (organization_id, purchase_order_id, action, actor_user_id, actor_label, details)
     values ($1, $2, 'received', $3, $4, $5::jsonb)`,
    [
      ws.organizationId,
      id,
      ws.userId,
      ws.displayName,
      JSON.stringify({ source: 'api', lines: lines.length }),
    ],
  );
  return id;
}
