// The rich parts of an Ask AI answer, written by the API into the answer's Markdown as fenced blocks and
// drawn by the Ask AI page: one shape for both sides.

/** A chart attached to a trend, comparison or share (a fenced `aide-chart` block). */
export interface ChartBlock {
  kind: 'line' | 'bar' | 'pie';
  title: string;
  format: 'money' | 'count';
  /** Series names: one, or the current and the compared period. */
  series: string[];
  points: { label: string; values: number[] }[];
}

/** An email the analyst drafted (a fenced `aide-email-draft` block): shown editable, sent only on Send. */
export interface EmailDraftBlock {
  customer_id: string;
  customer_name: string;
  to: string | null;
  subject: string;
  body: string;
  items: { product_id: string; sku: string; name: string }[];
}
