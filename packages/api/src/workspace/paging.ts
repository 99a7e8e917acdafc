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
  return searchTotal(rows[0]?.total ?? 0, searching);
}

const searchTotal = (total: number, searching: boolean): PageTotal =>
  searching && total > SEARCH_COUNT_CAP
    ? { total: SEARCH_COUNT_CAP, total_capped: true }
    : { total, total_capped: false };

/**
 * Searches estimated to match up to this many rows read their matches through the trigram index and sort them;
 * broader ones walk the sort order's index until a page is full. Walking is fast when matches are spread out
 * but passes most of the table when they cluster late in that order ("olivia" sorted by name); reading the
 * matches costs what they number.
 */
export const SORT_MATCHES_MAX_ESTIMATE = 20_000;

/**
 * From this many estimated matches a search in an index's order first looks for its page among the first rows
 * of that order: a sixteenth as many rows as it expects matches. Matches spread over the order fill a page far
 * sooner (a sixth of 100,000 customers: within about 120 rows); when they cluster elsewhere the miss costs a
 * sixteenth of reading them all. Fewer matches are simply read.
 */
export const WALK_FIRST_MIN_ESTIMATE = 4_000;
const WALK_ROWS_PER_MATCH = 1 / 16;

type ExplainRow = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

/** The planner's estimate of how many rows `fromWhere` matches. */
async function estimateMatches(tx: Queryable, fromWhere: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<ExplainRow>(`explain (format json) select 1 from ${fromWhere}`, params);
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/** Runs `run` with index scans off: a searched page then reads its matches through the trigram index. */
async function readingAllMatches<T>(tx: Queryable, run: () => Promise<T>): Promise<T> {
  await tx.query('set local enable_indexscan = off');
  try {
    return await run();
  } finally {
    await tx.query('set local enable_indexscan = on');
  }
}

/**
 * Runs a searched page query (`run`) with the plan SORT_MATCHES_MAX_ESTIMATE describes; `run` is told whether
 * that plan reads every match.
 */
export async function withSearchPlan<T>(
  tx: Queryable,
  fromWhere: string,
  params: unknown[],
  run: (readsAllMatches: boolean) => Promise<T>,
): Promise<T> {
  const estimate = await estimateMatches(tx, fromWhere, params);
  if (estimate > SORT_MATCHES_MAX_ESTIMATE) return run(false);
  return readingAllMatches(tx, () => run(true));
}

/** A list's page query in parts, each over the table's alias. */
export interface PageQuery {
  /** The select list. */
  columns: string;
  /** The FROM item, e.g. `public.aide_client_customers c`. */
  table: string;
  /** The table's alias (its name when it has none). */
  alias: string;
  where: string;
  /** The ORDER BY (orderBy), ending with the alias's id. */
  order: string;
  /** The parameters `where` uses; LIMIT and OFFSET follow them. */
  params: unknown[];
  pageSize: number;
  offset: number;
  /**
   * Set when `order` is an index's order: the first `rows` rows of the table in that order, as a FROM item
   * under `alias` with the order's key as the column `walk_key` (so ORDER BY walk_key, id is the subquery's own
   * order, and a page read from it stops at its last row instead of sorting them all).
   */
  firstRows?: (rows: number) => string;
}

type PageShape = { kind: 'plain' } | { kind: 'counted' } | { kind: 'walk'; rows: number };

/** The column of a `counted` page that holds how many rows matched in all. */
const MATCHES_COLUMN = 'matches_total';

function pageSql(q: PageQuery, shape: PageShape): { sql: string; params: unknown[] } {
  const limit = `$${q.params.length + 1}`;
  const skip = `$${q.params.length + 2}`;
  const params = [...q.params, q.pageSize, q.offset];
  const window = `limit ${limit} offset ${skip}`;
  if (shape.kind === 'walk' && q.firstRows) {
    const from = q.firstRows(shape.rows);
    const order = `${q.alias}.walk_key, ${q.alias}.id`;
    return { sql: `select ${q.columns} from ${from} where ${q.where} order by ${order} ${window}`, params };
  }
  if (shape.kind === 'counted') {
    // The matches are read narrow (id and sort key) and counted on the way; only the page's rows are read whole.
    const page = `select ${q.alias}.id, (count(*) over ())::int as ${MATCHES_COLUMN}
                    from ${q.table} where ${q.where} order by ${q.order} ${window}`;
    return {
      sql: `select ${q.columns}, page.${MATCHES_COLUMN} from (${page}) page join ${q.table} using (id)
             order by ${q.order}`,
      params,
    };
  }
  return {
    sql: `select ${q.columns} from ${q.table} where ${q.where} order by ${q.order} ${window}`,
    params,
  };
}

async function readRows<T>(tx: Queryable, q: PageQuery, shape: PageShape): Promise<T[]> {
  const { sql, params } = pageSql(q, shape);
  return (await tx.query<T>(sql, params)).rows;
}

/**
 * A page of a list and its total: exact without a search, counted up to SEARCH_COUNT_CAP with one
 * (searchPage).
 */
export async function listPage<T extends object>(
  tx: Queryable,
  q: PageQuery,
  searching: boolean,
): Promise<{ items: T[] } & PageTotal> {
  if (searching) return searchPage<T>(tx, q);
  const items = await readRows<T>(tx, q, { kind: 'plain' });
  return { items, ...(await countTotal(tx, `${q.table} where ${q.where}`, q.params, false)) };
}

/**
 * A searched page and its total (counted up to SEARCH_COUNT_CAP, as countTotal). When the plan reads every
 * match anyway (withSearchPlan) the same statement counts them, so a search costs one pass over its matches
 * instead of two, and only the page's rows are read whole. Before that, a search in an index's order
 * (`firstRows`) whose matches are many looks for its page among the first rows of that order: matches spread
 * over the list ("imports" in a sixth of the companies) fill a page within a few hundred rows; when they do
 * not, the matches are read as above. A page found that way, a page past the last match and a search walking
 * the sort order are counted on their own.
 */
export async function searchPage<T extends object>(
  tx: Queryable,
  q: PageQuery,
): Promise<{ items: T[] } & PageTotal> {
  const fromWhere = `${q.table} where ${q.where}`;
  const counted = async (items: T[]) => ({ items, ...(await countTotal(tx, fromWhere, q.params, true)) });
  const estimate = await estimateMatches(tx, fromWhere, q.params);
  if (estimate > SORT_MATCHES_MAX_ESTIMATE) return counted(await readRows<T>(tx, q, { kind: 'plain' }));
  if (q.firstRows && estimate >= WALK_FIRST_MIN_ESTIMATE) {
    const rows = Math.ceil(estimate * WALK_ROWS_PER_MATCH);
    const items = await readRows<T>(tx, q, { kind: 'walk', rows });
    if (items.length === q.pageSize) return counted(items);
  }
  const rows = await readingAllMatches(tx, () =>
    readRows<T & { [MATCHES_COLUMN]: number }>(tx, q, { kind: 'counted' }),
  );
  const total = rows[0]?.[MATCHES_COLUMN];
  if (total === undefined) return counted([]);
  return {
    items: rows.map(({ [MATCHES_COLUMN]: _total, ...item }) => item as unknown as T),
    ...searchTotal(total, true),
  };
}
