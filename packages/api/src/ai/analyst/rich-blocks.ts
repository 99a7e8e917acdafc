// Rich parts of an answer travel inside its Markdown as fenced blocks with their own language, so they are
// stored and replayed with the text: the Ask AI page draws `aide-chart` as a chart beside the table it
// summarises (the table stays the text alternative) and `aide-email-draft` as an editable draft.

export interface ChartBlock {
  kind: 'line' | 'bar' | 'pie';
  title: string;
  format: 'money' | 'count';
  /** Series names: one, or the current and the compared period. */
  series: string[];
  points: { label: string; values: number[] }[];
}

export interface EmailDraftBlock {
  customer_id: string;
  customer_name: string;
  to: string | null;
  subject: string;
  body: string;
  items: { product_id: string; sku: string; name: string }[];
}

// Backticks are written as JSON escapes, so no value can close the fence.
const block = (language: string, value: unknown) =>
  `\`\`\`${language}\n${JSON.stringify(value).replace(/`/g, '\\u0060')}\n\`\`\``;

export const chartBlock = (chart: ChartBlock) => block('aide-chart', chart);
export const emailDraftBlock = (draft: EmailDraftBlock) => block('aide-email-draft', draft);
