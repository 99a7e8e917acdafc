/** What intake read from a document: each field with a confidence (0..1) and why (docs/inbound-api.md "Intake"). */

export interface ExtractedField<T> {
  value: T | null;
  confidence: number;
  reason: string;
}

export interface ExtractedLine {
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
  /** The line amount printed on the document, when there is one. */
  amount: number | null;
  confidence: number;
  reason: string;
}

/** The order's header fields, in the order documents and reviews show them. */
export const HEADER_FIELDS = [
  'po_number',
  'customer_name',
  'order_date',
  'requested_delivery_date',
  'currency',
  'total',
] as const;

export type HeaderFieldName = (typeof HEADER_FIELDS)[number];

export interface Extraction {
  /** 'rules': the built-in reader; 'model': LLM_BASE_URL's model (same shape). */
  extractor: 'rules' | 'model';
  fields: { [K in HeaderFieldName]: ExtractedField<K extends 'total' ? number : string> };
  lines: ExtractedLine[];
  /** No text to read, or no order found in it: a person enters the fields; never a guess. */
  needs_manual_entry: boolean;
  manual_entry_reason: string | null;
  /** The lowest confidence of any field or line (0 when manual entry is needed). */
  confidence: number;
}

/** What the organization knows, to match a document's customer and lines against. */
export interface MatchingContext {
  customers: readonly string[];
  catalog: readonly { sku: string; name: string; price: number | null }[];
}

/** The confidence auto approval wants of every field by default (rules: confidence_threshold). */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.9;
