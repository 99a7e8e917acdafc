// Issue 36: the reader on kinds of orders its corpus does not have (unknown column headings, product lines that
// begin with a charge's word, two-column headers, labels next to labels, German and French orders, European
// numbers and dates, an order number inside a sentence, semicolon CSVs with a header block). Each order is
// small and written out here, so a failure names the kind that broke.
import type { MatchingContext } from '../intake/extraction-types.js';
import { textRows } from '../intake/document-rows.js';
import { extractDocument } from '../intake/extract-document.js';
import { findFields } from '../intake/find-fields.js';
import { matchOrder } from '../intake/match-order.js';
import { corpusOrganization } from '../../../../tests/support/purchase-order-fixtures.js';

let context: MatchingContext;
beforeAll(async () => {
  context = await corpusOrganization();
});

const read = (text: string) => matchOrder(findFields(textRows(text)), context);
const values = (extraction: ReturnType<typeof read>) => ({
  ...Object.fromEntries(Object.entries(extraction.fields).map(([name, field]) => [name, field.value])),
  lines: extraction.lines.map((line) => [line.sku, line.quantity, line.unit_price]),
});
/** Every field given at ≥ 0.9 confidence, for "confident means right" checks. */
const confident = (extraction: ReturnType<typeof read>) =>
  Object.fromEntries(
    Object.entries(extraction.fields)
      .filter(([, field]) => field.value !== null && field.confidence >= 0.9)
      .map(([name, field]) => [name, field.value]),
  );

describe('intake reads orders unlike its corpus', () => {
  test('a table whose headings include columns it does not know keeps its lines', () => {
    const extraction = read(
      [
        'Purchase Order #: 4500012345',
        'Customer: Cedar Market',
        'Order Date: 2026-11-03',
        'Line | Part No. | Description | UoM | Tax code | Qty | Unit Price | Ext. Cost',
        '1 | BEV-001 | Sparkling Water 24 x 0.5 l | CS | S1 | 4 | 12.40 | 49.60',
        '2 | GRA-020 | Basmati Rice 20 kg | BAG | S1 | 2 | 38.00 | 76.00',
        'Total: 125.60',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      po_number: '4500012345',
      customer_name: 'Cedar Market',
      total: 125.6,
      lines: [
        ['BEV-001', 4, 12.4],
        ['GRA-020', 2, 38],
      ],
    });
  });

  test('a product line that begins with a charge word is a line, the charges under the table are not', () => {
    const extraction = read(
      [
        'PO Number: PO-77',
        'Customer: Urban Larder',
        'Description | Item # | Qty | Price | Amount',
        'Shipping-grade Olive Oil tins | CON-060 | 3 | 36.40 | 109.20',
        'Total Care Sparkling Water | BEV-001 | 2 | 12.40 | 24.80',
        'Subtotal | 134.00',
        'Shipping | 15.00',
        'Total | 149.00',
      ].join('\n'),
    );
    expect(values(extraction).lines).toEqual([
      ['CON-060', 3, 36.4],
      ['BEV-001', 2, 12.4],
    ]);
    expect(extraction.fields.total).toMatchObject({ value: 149 });
    expect(extraction.fields.total.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test('in a two-column header the company is the customer, not the buyer or the ship-to', () => {
    const extraction = read(
      [
        'Bill To: Maple Fine Foods          Ship To: Warehouse 4, Harbour Road',
        'Attn: Maria Keller                 PO Number: MF-2291',
        'Order Date: 2026-10-14',
        'SKU | Description | Qty | Unit Price',
        'DAI-012 | Unsalted Butter 2 kg | 6 | 15.30',
      ].join('\n'),
    );
    expect(extraction.fields.customer_name.value).toBe('Maple Fine Foods');
    expect(extraction.fields.po_number.value).toBe('MF-2291');
  });

  test('labels side by side take the values under them, never each other', () => {
    const extraction = read(
      [
        'Order No.:        Date:           Customer:',
        'PO-5521           2026-09-30      Golden Spoon',
        'SKU | Description | Qty | Unit Price',
        'PRO-030 | Roma Tomatoes 6 kg | 10 | 11.80',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      po_number: 'PO-5521',
      order_date: '2026-09-30',
      customer_name: 'Golden Spoon',
    });
    for (const value of Object.values(confident(extraction)))
      expect(String(value)).not.toMatch(/^(order no|date|customer)/i);
  });

  test('a German order: its labels, 1.234,56 and 24.11.2026', () => {
    const extraction = read(
      [
        'Bestellung',
        'Bestellnummer: B-2026-118',
        'Kunde: Fjord Deli',
        'Datum: 24.11.2026',
        'Liefertermin: 02.12.2026',
        'Art.-Nr. | Bezeichnung | Menge | ME | Einzelpreis | Gesamt',
        'SEA-040 | Lachsfilet 5 kg | 12 | Stk | 92,00 | 1.104,00',
        'CON-061 | Meersalz 1 kg | 4 | Stk | 6,95 | 27,80',
        'Zwischensumme | 1.131,80',
        'MwSt 19 % | 215,04',
        'Gesamtbetrag EUR | 1.346,84',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      po_number: 'B-2026-118',
      customer_name: 'Fjord Deli',
      order_date: '2026-11-24',
      requested_delivery_date: '2026-12-02',
      currency: 'EUR',
      total: 1346.84,
      lines: [
        ['SEA-040', 12, 92],
        ['CON-061', 4, 6.95],
      ],
    });
  });

  test('a French order: its labels, 1 234,56 and 24/11/2026', () => {
    const extraction = read(
      [
        'Bon de commande',
        'N° de commande : FR-4410',
        'Client : Hilltop Cafe',
        'Date : 05/11/2026',
        'Livraison souhaitée : 20/11/2026',
        'Réf. | Désignation | Qté | Prix unitaire | Montant',
        'DAI-011 | Cheddar affiné 5 kg | 20 | 64,75 | 1 295,00',
        'Total HT | 1 295,00',
        'TVA 20 % | 259,00',
        'Total TTC | 1 554,00 €',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      po_number: 'FR-4410',
      customer_name: 'Hilltop Cafe',
      order_date: '2026-11-05',
      requested_delivery_date: '2026-11-20',
      currency: 'EUR',
      total: 1554,
      lines: [['DAI-011', 20, 64.75]],
    });
  });

  test('an order number inside a sentence of an email body', () => {
    const extraction = read(
      [
        'Hello,',
        'please find our order 4500098765 below, for delivery by 2026-12-01.',
        '12 x BEV-002 Orange Juice 6 x 1 l @ 9.90',
        '3 x CNF-071 Almond Biscotti 48 pack @ 18.50',
        // "at" inside a word is not the price's "at".
        '21 x SEA-040 Atlantic Salmon Fillet 5 kg @ 92.00',
        'Kind regards,',
        'Tom Becker',
        'Riverside Catering',
      ].join('\n'),
    );
    expect(extraction.fields.po_number.value).toBe('4500098765');
    expect(values(extraction).lines).toEqual([
      ['BEV-002', 12, 9.9],
      ['CNF-071', 3, 18.5],
      ['SEA-040', 21, 92],
    ]);
    expect(extraction.fields.customer_name.value).not.toBe('Tom Becker');
  });

  test('a semicolon CSV with a header block and European numbers', async () => {
    const csv = [
      'Bestellnummer;PO-DE-771;;',
      'Kunde;Delta Provisions;;',
      'Datum;03.11.2026;;',
      ';;;',
      'Artikel;Bezeichnung;Menge;Einzelpreis',
      'GRA-021;Haferflocken 10 kg;8;17,45',
      'PRO-032;Rote Zwiebeln 10 kg;15;7,25',
    ].join('\n');
    const extraction = await extractDocument('csv', new TextEncoder().encode(csv), context);
    expect(values(extraction)).toMatchObject({
      po_number: 'PO-DE-771',
      customer_name: 'Delta Provisions',
      order_date: '2026-11-03',
      lines: [
        ['GRA-021', 8, 17.45],
        ['PRO-032', 15, 7.25],
      ],
    });
  });

  test('a total the lines and charges contradict is not trusted', () => {
    const extraction = read(
      [
        'PO Number: PO-9',
        'Customer: Cedar Market',
        'SKU | Description | Qty | Unit Price | Amount',
        'BEV-001 | Sparkling Water 24 x 0.5 l | 2 | 12.40 | 24.80',
        'Shipping | 5.00',
        'Total | 41.00',
      ].join('\n'),
    );
    expect(extraction.fields.total.value).toBe(41);
    expect(extraction.fields.total.confidence).toBeLessThan(0.9);
  });

  test('the customer named only in the letterhead or the signature is the one of your customers it names', () => {
    const extraction = read(
      [
        'Cedar Market LLC',
        '14 Harbour Street, Leith',
        'PURCHASE ORDER  PO No. 4500088436',
        'To: Contoso Supply  Date 27 May 2026',
        'Required date: 07-May-2026',
        'SKU | Description | Qty | Unit Price',
        'PRO-032 | Red Onions 10 kg | 3 | 7.25',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      customer_name: 'Cedar Market',
      po_number: '4500088436',
      order_date: '2026-05-27',
      requested_delivery_date: '2026-05-07',
    });
  });

  test('an email body: dates said in sentences, product-first lines, a total in words, the sender signing', () => {
    const extraction = read(
      [
        'Hello Contoso Supply team,',
        'our PO number is PO-23181 (ordered 16/05/2026) and we need the goods by 12/06/2026. All prices in EUR.',
        '- BEV-003  Cold Brew Coffee 12 pack: 6 x 28.50',
        'MEA-051 - Bœuf haché 5 kg - 2 x 43,90 €',
        'That makes 258.80 EUR in total.',
        'Kind regards',
        'Claire Dubois',
        'Kettle & Co LLC',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      po_number: 'PO-23181',
      customer_name: 'Kettle & Co',
      order_date: '2026-05-16',
      requested_delivery_date: '2026-06-12',
      total: 258.8,
      lines: [
        ['BEV-003', 6, 28.5],
        ['MEA-051', 2, 43.9],
      ],
    });
    // Read from sentences, so a reviewer confirms them.
    expect(extraction.fields.order_date.confidence).toBeLessThan(0.9);
  });

  test('tab-separated pasted text, a repeated code heading, and thousands with a narrow no-break space', () => {
    const extraction = read(
      [
        'Purchase Order #686928',
        'Buyer: Urban Larder',
        'Item #\tItem\tQty\tUnit price\tExtended',
        'CON-062\tBalsamic Vinegar 6 x 500 ml\t150\t$20.55\t$3,082.50',
        'Montant total : 3\u202f082,50 €',
      ].join('\n'),
    );
    expect(values(extraction)).toMatchObject({
      po_number: '686928',
      customer_name: 'Urban Larder',
      lines: [['CON-062', 150, 20.55]],
    });
  });
});
