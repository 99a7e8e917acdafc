/** A chart the analyst attaches to a trend, comparison or share (a fenced `aide-chart` block in its Markdown). */
export interface ChartBlock {
  kind: 'line' | 'bar' | 'pie';
  title: string;
  format: 'money' | 'count';
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

/** The block's JSON, or null while it is still streaming in (or was not ours to read). */
export function readBlock<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}
