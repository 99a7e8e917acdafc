// Rich parts of an answer travel inside its Markdown as fenced blocks with their own language, so they are
// stored and replayed with the text: the Ask AI page draws `aide-chart` as a chart beside the table it
// summarises (the table stays the text alternative) and `aide-email-draft` as an editable draft.

import type { ChartBlock, EmailDraftBlock } from '@aide/rules';

export type { ChartBlock, EmailDraftBlock };

// Backticks are written as JSON escapes, so no value can close the fence.
const block = (language: string, value: unknown) =>
  `\`\`\`${language}\n${JSON.stringify(value).replace(/`/g, '\\u0060')}\n\`\`\``;

export const chartBlock = (chart: ChartBlock) => block('aide-chart', chart);
export const emailDraftBlock = (draft: EmailDraftBlock) => block('aide-email-draft', draft);
