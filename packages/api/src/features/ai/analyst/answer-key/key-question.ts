// What a question of the answer key is, and what its checks share: the organization they are about, reading
// the answer's text and citations, and revenue in SQL.
import type { Queryable } from '../../../../db/db.js';
import type { Citation } from '../../chat-types.js';

/** Northwind Traders, the seeded outbound organization the questions are about. */
export const NORTHWIND_ORGANIZATION_ID = '10000000-0000-4000-8000-000000000001';

export interface AnalystAnswer {
  text: string;
  citations: Citation[];
}

export interface AnswerKeyQuestion {
  question: string;
  /** null when the answer holds the expected fact; otherwise what is missing or wrong. */
  check(answer: AnalystAnswer, db: Queryable, today: string): Promise<string | null>;
}

/** The answer's text without Markdown escapes, so `NW\-CHAI` reads `NW-CHAI`. */
export const plain = (text: string) => text.replace(/\\(.)/g, '$1');
export const expectText = (answer: AnalystAnswer, fragment: string, what: string) =>
  plain(answer.text).includes(fragment) ? null : `expected ${what} "${fragment}" in the answer`;
export const cited = (answer: AnalystAnswer, type: Citation['type']) =>
  answer.citations.filter((citation) => citation.type === type).map((citation) => citation.id);
export const firstOf = (...reasons: (string | null)[]) => reasons.find((reason) => reason !== null) ?? null;

export function sameSet(actual: string[], expected: string[], what: string): string | null {
  const missing = expected.filter((id) => !actual.includes(id));
  const extra = actual.filter((id) => !expected.includes(id));
  return missing.length || extra.length
    ? `${what}: ${missing.length} expected not cited, ${extra.length} cited but not expected`
    : null;
}

export const revenueSql = 'round(sum(s.quantity * coalesce(s.unit_price, 0)), 2)::float8';
