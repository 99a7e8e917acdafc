import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { upsertErpDocuments, type ErpDocument, type ErpDocumentLine } from './erp-documents.js';

/**
 * The sandbox ERP: what a real ERP would have done with the organization's approved orders. For every
 * approved purchase order without any ERP document yet it books a sales order (SO-<n>) with the order's lines
 * and sends an invoice (INV-<n>). Like the seed's ERP data, some invoices differ from the order, decided by a
 * hash of the PO number so every sync (and every test run) gives the same result:
 *  - about 1 in 8 invoices bills line 1 at a 0.5 % higher price (within the default 1 % price tolerance);
 *  - about 1 in 10 invoices ships one unit less on line 1 (a quantity mismatch).
 * <n> continues after the highest SO-/INV- number the organization already has. Idempotent: an order that
 * has documents is skipped.
 */
/** Bounds one statement's parameter (a few MB of JSON) on a first sync of tens of thousands of orders. */
const DOCUMENTS_PER_STATEMENT = 5000;

export async function runSandboxErp(
  tx: Queryable,
  organizationId: string,
  erpConnectionId: string,
): Promise<number> {
  // One sync at a time per organization: the numbering below reads the highest number, then writes after it.
  await tx.query('select id from public.aide_organizations where id = $1 for update', [organizationId]);

  const { rows: orders } = await tx.query<{
    id: string;
    po_number: string;
    customer_name: string;
    currency: string;
  }>(
    `select po.id, po.po_number, po.customer_name, po.currency
       from public.aide_purchase_orders po
      where po.organization_id = $1 and po.status = 'approved'
        and not exists (select 1 from public.aide_erp_documents d
                         where d.organization_id = po.organization_id and d.po_number = po.po_number)
      order by po.order_date, po.po_number`,
    [organizationId],
  );
  if (orders.length === 0) return 0;

  const { rows: highest } = await tx.query<{ n: number | null }>(
    `select max(substring(document_number from '^(?:SO|INV)-([0-9]{1,9})$')::int) as n
       from public.aide_erp_documents where organization_id = $1`,
    [organizationId],
  );
  const next = (highest[0]?.n ?? 10000) + 1;
  const today = new Date().toISOString().slice(0, 10);

  // All lines in one read: a first sync of a large organization may book thousands of orders.
  const { rows: allLines } = await tx.query<{
    purchase_order_id: string;
    sku: string;
    description: string;
    quantity: string | number;
    unit_price: string | number;
  }>(
    `select purchase_order_id, sku, description, quantity, unit_price from public.aide_purchase_order_lines
      where organization_id = $1 and purchase_order_id = any($2::uuid[]) order by purchase_order_id, line_no`,
    [organizationId, orders.map((order) => order.id)],
  );
  const linesByOrder = new Map<string, ErpDocumentLine[]>();
  for (const line of allLines) {
    const lines = linesByOrder.get(line.purchase_order_id) ?? [];
    lines.push({
      sku: line.sku,
      description: line.description,
      quantity: Number(line.quantity),
      unit_price: Number(line.unit_price),
    });
    linesByOrder.set(line.purchase_order_id, lines);
  }

  const documents = orders.flatMap((order, index): ErpDocument[] => {
    const orderLines = linesByOrder.get(order.id) ?? [];
    const number = next + index;
    const common = {
      po_number: order.po_number,
      customer_name: order.customer_name,
      document_date: today,
      currency: order.currency,
      source: 'sandbox' as const,
    };
    return [
      { ...common, kind: 'sales_order', document_number: `SO-${number}`, lines: orderLines },
      {
        ...common,
        kind: 'invoice',
        document_number: `INV-${number}`,
        lines: sandboxInvoiceLines(order.po_number, orderLines),
      },
    ];
  });
  // A first sync of a large organization books thousands of orders: written in sets, not one by one.
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_STATEMENT) {
    await upsertErpDocuments(
      tx,
      organizationId,
      erpConnectionId,
      documents.slice(start, start + DOCUMENTS_PER_STATEMENT),
    );
  }
  return orders.length * 2;
}

/** The order's lines as the sandbox ERP invoices them (see runSandboxErp for the differences). */
export function sandboxInvoiceLines(poNumber: string, lines: ErpDocumentLine[]): ErpDocumentLine[] {
  const hash = createHash('sha256').update(poNumber).digest();
  const higherPrice = (hash[0] ?? 0) % 8 === 0;
  const shortShipped = (hash[1] ?? 0) % 10 === 0;
  return lines.map((line, index) =>
    index === 0
      ? {
          ...line,
          unit_price: higherPrice ? Math.round(line.unit_price * 1.005 * 100) / 100 : line.unit_price,
          quantity: shortShipped ? Math.max(0, line.quantity - 1) : line.quantity,
        }
      : line,
  );
}
