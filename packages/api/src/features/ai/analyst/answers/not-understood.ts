// What the analyst says when words of a question bind to nothing it can compute: the words, the names the
// organization does have (for an unknown name), and the reading it did understand, offered for a "yes".
import { escapeMarkdown } from '../../citations.js';
import { capabilityList, PERIODS_HINT } from '../capabilities.js';
import { leadLine } from '../lead-line.js';
import type { NameLists } from '../parse/entity-mentions.js';
import type { Request } from '../parse/request.js';

/** “a”, “b” and “c”. */
export const quoted = (words: string[]) => {
  const each = words.map((word) => `“${escapeMarkdown(word)}”`);
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each.at(-1)}` : (each[0] ?? '');
};

const list = (values: string[]) =>
  values.length
    ? values.slice(0, 12).map(escapeMarkdown).join(', ') + (values.length > 12 ? ' …' : '')
    : 'none';

export function describeNames(names: NameLists): string {
  return `Your segments: ${list(names.segments)}. Cities: ${list(names.cities)}. Brands: ${list(names.brands)}. Categories: ${list(names.categories)}. Customers, companies and products are found by their names.`;
}

export function notUnderstood(
  request: Extract<Request, { kind: 'not_understood' }>,
  names: NameLists,
): string[] {
  const parts: string[] = [];
  if (request.names) parts.push(describeNames(names));
  if (request.understood) {
    const reading = leadLine(request.understood).replace(/\*\*/g, '');
    parts.push(
      `Without ${quoted(request.words)}, I would answer: ${reading}. Reply “yes” for that, or ask again in other words.`,
    );
  } else parts.push(capabilityList(), PERIODS_HINT);
  return parts;
}
