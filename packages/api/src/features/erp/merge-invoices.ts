import type { Queryable } from '../../db/db.js';
import { upsertErpDocuments, type ErpDocument, type ErpDocumentLine } from './erp-documents.js';
import type { MergeInvoice, MergeInvoiceLine } from './merge-client.js';

interface KnownOrder {
  po_number: string;
  customer_name: string;
  currency: string;
  skus: string[];
}

/**
 * Imports Merge accounts-receivable invoices as ERP invoice documents, upserted by invoice number.
 *
 * Which PO an invoice belongs to: accounting systems keep the customer's PO number in different places, so an
 * invoice references an order when one of the organization's own PO numbers appears (as a whole word,
 * case-insensitive) in, in this order: an expanded `purchase_orders` entry's number, the invoice `memo`
 * (QuickBooks and Xero put "PO-24001" there), or the invoice `number`. Invoices that name no known order are
 * not imported: reconciliation could not match them to anything. The line SKU is the expanded item's name
 * when Merge sent it, else the order's SKU that the line description mentions, else the description itself.
 */
export async function importMergeInvoices(
  tx: Queryable,
  organizationId: string,
  erpConnectionId: string,
  invoices: MergeInvoice[],
): Promise<number> {
  const { rows } = await tx.query<KnownOrder>(
    `select po.po_number, po.customer_name, po.currency,
            coalesce(json_agg(l.sku order by l.line_no) filter (where l.sku is not null), '[]'::json) as skus
       from public.aide_purchase_orders po
       left join public.aide_purchase_order_lines l
         on l.purchase_order_id = po.id and l.organization_id = po.organization_id
      where po.organization_id = $1
      group by po.id`,
    [organizationId],
  );
  const orders = new Map(rows.map((order) => [order.po_number.toLowerCase(), order]));
  // Keyed by number: an invoice listed twice is stored once (its last version), in one set-based write.
  const documents = new Map<string, ErpDocument>();
  for (const invoice of invoices) {
    const order = referencedOrder(invoice, orders);
    const number = (invoice.number ?? invoice.remote_id ?? invoice.id ?? '').trim().slice(0, 64);
    if (!order || !number) continue;
    documents.set(number, toDocument(invoice, number, order));
  }
  await upsertErpDocuments(tx, organizationId, erpConnectionId, [...documents.values()]);
  return documents.size;
}

function referencedOrder(invoice: MergeInvoice, orders: Map<string, KnownOrder>): KnownOrder | undefined {
  const candidates = [
    ...(invoice.purchase_orders ?? []).map((po) =>
      po && typeof po === 'object' ? (po.purchase_order_number ?? po.number ?? '') : '',
    ),
    invoice.memo ?? '',
    invoice.number ?? '',
  ];
  for (const text of candidates) {
    for (const word of text.split(/[^A-Za-z0-9\-_/.]+/)) {
      const order = orders.get(word.replace(/[.]+$/, '').toLowerCase());
      if (order) return order;
    }
  }
  return undefined;
}

function toDocument(invoice: MergeInvoice, number: string, order: KnownOrder): ErpDocument {
  const currency = /^[A-Z]{3}$/.test(invoice.currency ?? '') ? (invoice.currency as string) : order.currency;
  const issued = /^\d{4}-\d{2}-\d{2}/.exec(invoice.issue_date ?? '')?.[0];
  const lines = (invoice.line_items ?? [])
    .filter((line): line is MergeInvoiceLine => typeof line === 'object' && line !== null)
    .map((line) => toLine(line, order))
    .filter((line): line is ErpDocumentLine => line !== null);
  return {
    kind: 'invoice',
    document_number: number,
    po_number: order.po_number,
    customer_name: order.customer_name,
    document_date: issued ?? new Date().toISOString().slice(0, 10),
    currency,
    source: 'merge',
    lines,
  };
}

function toLine(line: MergeInvoiceLine, order: KnownOrder): ErpDocumentLine | null {
  const quantity = Number(line.quantity ?? 0);
  const unitPrice = Number(line.unit_price ?? 0);
  // Credit or discount lines (negative amounts) are not goods shipped against the order.
  if (!Number.isFinite(quantity) || !Number.isFinite(unitPrice) || quantity < 0 || unitPrice < 0) return null;
  const description = (line.description ?? '').trim();
  const itemName = line.item && typeof line.item === 'object' ? (line.item.name ?? '').trim() : '';
  const mentioned = order.skus.find((sku) => description.toLowerCase().includes(sku.toLowerCase()));
  const sku = (itemName || mentioned || description || 'UNKNOWN').slice(0, 64);
  return { sku, description, quantity, unit_price: Math.round(unitPrice * 100) / 100 };
}
