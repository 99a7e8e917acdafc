/**
 * The words purchase orders use, one table per language: what a label or a column heading means. The PDF,
 * spreadsheet, CSV and email readers all look words up here (find-fields.ts), so adding a label is one line in
 * the right list (and a test). Entries are lower case, compared without trailing colons, dots or "#".
 */
import type { HeaderFieldName } from './extraction-types.js';

export type Language = 'en' | 'de' | 'fr';

/** Header labels: the order's fields, plus ship_to (recognised so it is never read as the customer). */
export type LabelName = HeaderFieldName | 'ship_to' | 'buyer_contact';

/** Table columns; unknown headings are kept as 'unknown' rather than sinking the table. */
export type ColumnName =
  'sku' | 'description' | 'quantity' | 'unit' | 'unit_price' | 'amount' | 'tax' | 'position';

/** Rows under a table that are charges or totals rather than products. */
export type ChargeName = 'subtotal' | 'tax' | 'shipping' | 'total';

export interface LanguageVocabulary {
  labels: Record<LabelName, readonly string[]>;
  columns: Record<ColumnName, readonly string[]>;
  charges: Record<ChargeName, readonly string[]>;
  /** Words of running text that mark the language (emails have few labels). */
  words: readonly string[];
  /** Phrases of running text followed by a date ("we need the goods by 12/06/2026"). */
  datePhrases: Record<'order_date' | 'requested_delivery_date', readonly string[]>;
}

const en: LanguageVocabulary = {
  labels: {
    po_number: [
      'po number',
      'po no',
      'po #',
      'po',
      'p.o. number',
      'p.o. no',
      'p.o.',
      'purchase order',
      'purchase order number',
      'purchase order no',
      'order number',
      'order no',
      'order #',
      'order ref',
      'order reference',
      'our reference',
      'your order',
      'reference',
      'your ref',
      'your reference',
      'order',
      'doc no',
      'document no',
      'document number',
    ],
    customer_name: [
      'customer',
      'customer name',
      'company',
      'bill to',
      'billed to',
      'invoice to',
      'sold to',
      'from',
      'client',
      'account',
    ],
    buyer_contact: ['buyer', 'ordered by', 'contact', 'attention', 'attn', 'requested by', 'purchaser'],
    order_date: [
      'order date',
      'po date',
      'date',
      'date of order',
      'issued',
      'issue date',
      'dated',
      'placed',
      'ordered on',
      'order placed',
      'doc date',
      'document date',
    ],
    requested_delivery_date: [
      'requested delivery date',
      'requested delivery',
      'delivery date',
      'deliver by',
      'needed by',
      'need by',
      'required by',
      'ship date',
      'delivery',
      'due date',
      'expected delivery',
      'required date',
      'ship by',
      'deliver on',
      'deliver no later than',
      'need date',
      'wanted by',
      'delivery by',
      'delivery required',
    ],
    ship_to: ['ship to', 'deliver to', 'delivery address', 'shipping address', 'consignee'],
    currency: ['currency', 'currency code'],
    total: ['grand total', 'order total', 'total amount', 'total', 'amount due', 'total due', 'po total'],
  },
  columns: {
    sku: [
      'sku',
      'item',
      'item code',
      'item no',
      'item #',
      'item number',
      'article',
      'article no',
      'part',
      'part no',
      'part #',
      'part number',
      'product code',
      'code',
      'ref',
      'catalog no',
      'catalogue no',
      'stock code',
    ],
    description: [
      'description',
      'item description',
      'product',
      'product name',
      'name',
      'goods',
      'details',
      'product description',
      'article text',
      'item text',
      'narrative',
    ],
    quantity: ['qty', 'quantity', 'units', 'qty ordered', 'order qty', 'ordered', 'pcs'],
    unit: ['unit', 'uom', 'u/m', 'unit of measure', 'pack', 'pack size'],
    unit_price: ['unit price', 'price', 'unit cost', 'rate', 'price each', 'each', 'cost', 'net price'],
    amount: [
      'amount',
      'line total',
      'total',
      'extended',
      'ext price',
      'ext. price',
      'extended cost',
      'extended price',
      'ext cost',
      'line amount',
      'net amount',
      'value',
      'net',
    ],
    tax: ['tax', 'vat', 'tax %', 'vat %', 'tax rate'],
    position: ['pos', '#', 'line', 'no', 'ln'],
  },
  charges: {
    subtotal: [
      'subtotal',
      'sub-total',
      'sub total',
      'net total',
      'total net',
      'goods total',
      'goods',
      'merchandise',
    ],
    tax: ['tax', 'vat', 'sales tax', 'gst'],
    shipping: [
      'shipping',
      'freight',
      'delivery charge',
      'delivery',
      'carriage',
      'shipping & handling',
      'postage',
    ],
    total: ['grand total', 'order total', 'total amount', 'total', 'amount due', 'total due', 'po total'],
  },
  words: ['please', 'order', 'the', 'our', 'thanks', 'regards', 'delivery', 'find', 'attached'],
  datePhrases: {
    order_date: ['ordered', 'ordered on', 'placed on', 'dated', 'order date'],
    requested_delivery_date: [
      'need the goods by',
      'needed by',
      'need it by',
      'need them by',
      'deliver by',
      'delivery by',
      'deliver on',
      'delivery on',
      'for delivery on',
      'no later than',
      'deliver',
    ],
  },
};

const de: LanguageVocabulary = {
  labels: {
    po_number: ['bestellnummer', 'bestell-nr', 'bestellnr', 'bestellung nr', 'auftragsnummer', 'auftrags-nr'],
    customer_name: ['kunde', 'kundenname', 'firma', 'auftraggeber', 'rechnungsadresse', 'besteller'],
    buyer_contact: ['ansprechpartner', 'sachbearbeiter', 'einkäufer', 'bearbeiter'],
    order_date: ['bestelldatum', 'datum', 'auftragsdatum'],
    requested_delivery_date: ['liefertermin', 'lieferdatum', 'wunschtermin', 'gewünschter liefertermin'],
    ship_to: ['lieferadresse', 'lieferanschrift', 'versandadresse'],
    currency: ['währung', 'waehrung'],
    total: ['gesamtbetrag', 'gesamtsumme', 'summe', 'endbetrag', 'gesamt', 'rechnungsbetrag'],
  },
  columns: {
    sku: [
      'artikelnummer',
      'artikel-nr',
      'art.-nr',
      'art-nr',
      'art.nr',
      'artnr',
      'teilenummer',
      'materialnummer',
    ],
    description: ['bezeichnung', 'artikel', 'beschreibung', 'artikelbezeichnung', 'produkt'],
    quantity: ['menge', 'anzahl', 'stück', 'stk'],
    unit: ['einheit', 'me', 'mengeneinheit', 'vpe'],
    unit_price: ['einzelpreis', 'preis', 'stückpreis', 'e-preis', 'ep'],
    amount: ['gesamtpreis', 'gesamt', 'betrag', 'summe', 'gp', 'positionswert'],
    tax: ['mwst', 'mwst %', 'ust'],
    position: ['pos', 'position', 'nr'],
  },
  charges: {
    subtotal: ['zwischensumme', 'nettobetrag', 'summe netto', 'netto'],
    tax: ['mwst', 'mehrwertsteuer', 'ust', 'umsatzsteuer'],
    shipping: ['versand', 'versandkosten', 'fracht', 'frachtkosten', 'lieferkosten'],
    total: ['gesamtbetrag', 'gesamtsumme', 'summe', 'endbetrag', 'gesamt', 'rechnungsbetrag', 'summe brutto'],
  },
  words: ['bitte', 'bestellung', 'wir', 'und', 'der', 'die', 'mit', 'freundlichen', 'grüßen', 'unsere'],
  datePhrases: {
    order_date: ['vom', 'bestellt am', 'datiert'],
    requested_delivery_date: [
      'liefertermin',
      'lieferdatum',
      'liefern bis',
      'lieferung bis',
      'lieferung am',
      'bis zum',
      'bis spätestens',
      'bis',
    ],
  },
};

const fr: LanguageVocabulary = {
  labels: {
    po_number: [
      'numéro de commande',
      'n° de commande',
      'commande n°',
      'bon de commande',
      'bon de commande n°',
      'référence commande',
      'n° commande',
    ],
    customer_name: ['client', 'société', 'raison sociale', 'facturer à', 'acheteur société'],
    buyer_contact: ['acheteur', 'contact', 'interlocuteur', 'commandé par'],
    order_date: ['date de commande', 'date', 'date commande'],
    requested_delivery_date: [
      'date de livraison',
      'livraison souhaitée',
      'date de livraison souhaitée',
      'livrer le',
    ],
    ship_to: ['adresse de livraison', 'livrer à', 'lieu de livraison'],
    currency: ['devise', 'monnaie'],
    total: ['total ttc', 'montant total', 'total général', 'total', 'net à payer'],
  },
  columns: {
    sku: ['référence', 'réf', 'ref', 'code article', 'code'],
    description: ['désignation', 'description', 'libellé', 'article', 'produit'],
    quantity: ['qté', 'quantité', 'qte'],
    unit: ['unité', 'u'],
    unit_price: ['prix unitaire', 'prix', 'p.u.', 'pu', 'prix unitaire ht', 'pu ht'],
    amount: ['montant', 'total', 'montant ht', 'total ht', 'total ligne'],
    tax: ['tva', 'tva %'],
    position: ['n°', 'ligne'],
  },
  charges: {
    subtotal: ['sous-total', 'total ht', 'montant ht', 'sous total'],
    tax: ['tva', 'taxes'],
    shipping: ['frais de port', 'port', 'livraison', 'frais de livraison', 'transport'],
    total: ['total ttc', 'montant total', 'total général', 'total', 'net à payer'],
  },
  words: ['merci', 'veuillez', 'notre', 'commande', 'nous', 'bonjour', 'cordialement', 'pour', 'les', 'des'],
  datePhrases: {
    order_date: ['du', 'commandé le', 'en date du'],
    requested_delivery_date: [
      'livraison souhaitée le',
      'livraison le',
      'livrer le',
      'livraison pour le',
      'avant le',
    ],
  },
};

export const VOCABULARY: Record<Language, LanguageVocabulary> = { en, de, fr };
export const LANGUAGES = Object.keys(VOCABULARY) as Language[];

/** A cell as the vocabulary compares it: lower case, single spaces, no trailing ":", "." or "#". */
export const wordKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s:.]+$/, '')
    .trim();

function entries<K extends string>(pick: (vocabulary: LanguageVocabulary) => Record<K, readonly string[]>) {
  const list: { name: K; word: string; language: Language }[] = [];
  for (const language of LANGUAGES)
    for (const [name, words] of Object.entries(pick(VOCABULARY[language])) as [K, string[]][])
      for (const word of words) list.push({ name, word: wordKey(word), language });
  // Longest first, so "order date" wins over "date" and "purchase order number" over "purchase order".
  return list.sort((a, b) => b.word.length - a.word.length);
}

export const LABEL_WORDS = entries((v) => v.labels);
export const COLUMN_WORDS = entries((v) => v.columns);
export const CHARGE_WORDS = entries((v) => v.charges);

/** A heading without what does not change its meaning: a currency ("Net price EUR", "Price (€)"), a "#". */
const bareHeading = (key: string) =>
  key
    .replace(/(?:\s+|\s*\()(?:in\s+)?(?:usd|eur|gbp|chf|cad|aud|[$€£])\)?$/, '')
    .replace(/\s*#$/, '')
    .trim();

function heading<K extends string>(words: readonly { name: K; word: string }[], text: string): K | null {
  const key = wordKey(text);
  const bare = bareHeading(key);
  return (
    words.find((entry) => entry.word === key)?.name ??
    (bare && bare !== key ? (words.find((entry) => entry.word === bare)?.name ?? null) : null)
  );
}

/** The column a heading names, or null. */
export function columnName(text: string): ColumnName | null {
  return heading(COLUMN_WORDS, text);
}

/** The header field a column heading names (spreadsheets repeat the order's fields on every row), or null. */
export function fieldColumnName(text: string): LabelName | null {
  return heading(LABEL_WORDS, text);
}

/** The charge a row's first words name ("Shipping", "MwSt 19 %"), or null. */
export function chargeName(text: string): ChargeName | null {
  const key = wordKey(text);
  return (
    CHARGE_WORDS.find(
      (entry) =>
        key === entry.word || (key.startsWith(entry.word) && /^[\s(:%\d]/.test(key.slice(entry.word.length))),
    )?.name ?? null
  );
}

/** A cell that is only a label (of a field, a column or a charge): never a value. */
export function isLabel(text: string): boolean {
  const key = wordKey(text)
    .replace(/[#:]+$/, '')
    .trim();
  if (!key) return false;
  return (
    LABEL_WORDS.some((entry) => entry.word === key) ||
    CHARGE_WORDS.some((entry) => entry.word === key) ||
    COLUMN_WORDS.some((entry) => entry.word === key && entry.word.length > 3)
  );
}

/** The document's language: the one whose labels and words occur most in it (English when none do). */
export function detectLanguage(cells: readonly string[]): Language {
  const score: Record<Language, number> = { en: 0, de: 0, fr: 0 };
  const text = ` ${cells.join(' ').toLowerCase()} `;
  for (const language of LANGUAGES) {
    const vocabulary = VOCABULARY[language];
    const words = [
      ...Object.values(vocabulary.labels).flat(),
      ...Object.values(vocabulary.columns).flat(),
      ...vocabulary.words,
    ];
    for (const word of new Set(words))
      if (word.length > 3 && text.includes(` ${word}`)) score[language] += word.length > 6 ? 2 : 1;
  }
  return LANGUAGES.reduce((best, language) => (score[language] > score[best] ? language : best), 'en');
}

const DATE_AFTER =
  '(?:[a-zäöüéû]+,?\\s+)?(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{1,2}\\.?[\\s-]+[a-zäöüéû]+\\.?[\\s-]+\\d{4}|[a-zäöüéû]+\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4})';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For each date field, one pattern per phrase of every language: the phrase, then the date (group 1). */
export const DATE_PHRASES = Object.fromEntries(
  (['order_date', 'requested_delivery_date'] as const).map((name) => [
    name,
    LANGUAGES.flatMap((language) => VOCABULARY[language].datePhrases[name])
      .sort((a, b) => b.length - a.length)
      .map((phrase) => new RegExp(`(?:^|[\\s(,])${escape(phrase)}\\s+${DATE_AFTER}`, 'i')),
  ]),
) as Record<'order_date' | 'requested_delivery_date', RegExp[]>;
