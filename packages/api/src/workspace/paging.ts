import type { Queryable } from '../db/db.js';

/** Paging, search and sort shared by every list route (see docs/outbound-api.md "Paging"). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/**
 * A search counts its matches up to this many and then says "1,000+": counting every match of a short term
 * at 100,000 rows would cost more than finding the page, on every keystroke.
 */
export const SEARCH_COUNT_CAP = 1000;

export interface PagingQuery {
  page?: number;
  page_size?: number;
  search?: string;
  sort?: string;
}

export const pagingProperties = {
  page: { type: 'integer', minimum: 1, default: 1, description: '1-based page number' },
  page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
  search: { type: 'string', maxLength: 200, description: 'Case-insensitive substring' },
} as const;

/** `{ items }` around an item schema: a list answered whole (no paging). */
export function listSchema(item: object) {
  return {
    type: 'object',
    required: ['items'],
    properties: { items: { type: 'array', items: item } },
  } as const;
}

/** `{ items, total, page, page_size }` around an item schema. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'page_size'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      total_capped: {
        type: 'boolean',
        description: `True when a search matched more than ${SEARCH_COUNT_CAP} rows: total is then a lower bound`,
      },
      page: { type: 'integer' },
      page_size: { type: 'integer' },
    },
  } as const;
}

/** A sort parameter limited to `fields`, each ascending or descending (`-field`). */
export function sortSchema(fields: readonly string[]) {
  return { type: 'string', enum: fields.flatMap((field) => [field, `-${field}`]) } as const;
}

/** `ORDER BY` for a validated sort value; `columns` maps the public field to a SQL expression. */
export function orderBy(sort: string | undefined, columns: Record<string, string>, fallback: string): string {
  const value = sort ?? fallback;
  const descending = value.startsWith('-');
  const column = columns[descending ? value.slice(1) : value] ?? columns[fallback.replace(/^-/, '')];
  return `${column} ${descending ? 'desc' : 'asc'} nulls last, id asc`;
}

/** The ILIKE pattern for a substring search, or null for an empty search (wildcards typed by users are literal). */
export function searchPattern(search: string | undefined): string | null {
  const trimmed = search?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function pageWindow(query: PagingQuery): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? PAGE_SIZE_DEFAULT;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface PageTotal {
  total: number;
  total_capped: boolean;
}

/**
 * The total of a list: exact without a search; with one, counted up to SEARCH_COUNT_CAP (the scan stops there,
 * so a term matching half the table costs a few thousand rows, not all of them).
 * `fromWhere` is the query's `<table> where …` part, `params` its parameters.
 */
export async function countTotal(
  tx: Queryable,
  fromWhere: string,
  params: unknown[],
  searching: boolean,
): Promise<PageTotal> {
  const sql = searching
    ? `select count(*)::int as total from (select 1 from ${fromWhere} limit ${SEARCH_COUNT_CAP + 1}) matches`
    : `select count(*)::int as total from ${fromWhere}`;
  const { rows } = await tx.query<{ total: number }>(sql, params);
  const total = rows[0]?.total ?? 0;
  return searching && total > SEARCH_COUNT_CAP
    ? { total: SEARCH_COUNT_CAP, total_capped: true }
    : { total, total_capped: false };
}

/**
 * Searches estimated to match up to this many rows read their matches through the trigram index and sort them;
 * broader ones walk the sort order's index until a page is full. Walking is fast when matches are spread out
 * but passes most of the table when they cluster late in that order ("olivia" sorted by name); reading the
 * matches costs what they number.
 */
export const SORT_MATCHES_MAX_ESTIMATE = 20_000;

type ExplainRow = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

/** Runs a searched page query (`run`) with the plan SORT_MATCHES_MAX_ESTIMATE describes. */
export async function withSearchPlan<T>(
  tx: Queryable,
  fromWhere: string,
  params: unknown[],
  run: () => Promise<T>,
): Promise<T> {
  const { rows } = await tx.query<ExplainRow>(`explain (format json) select 1 from ${fromWhere}`, params);
  const estimate = rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
  if (estimate > SORT_MATCHES_MAX_ESTIMATE) return run();
  await tx.query('set local enable_indexscan = off');
  try {
    return await run();
  } finally {
    await tx.query('set local enable_indexscan = on');
  }
}
