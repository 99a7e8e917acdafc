/** One page of a server-paged list, as every paged API route returns it. */
export interface Page<T> {
  items: T[];
  total: number;
  /** A search that matched more than the API counts (1,000): `total` is then a lower bound. */
  total_capped?: boolean;
  page: number;
  page_size: number;
}

/** The page a paged list asks for, and how many rows a page holds. */
export interface PageQuery {
  page: number;
  page_size: number;
}

/**
 * A paged list's request parameters: the page, and only the `filters` the user set, so the URL says only
 * what they chose (a set flag is sent as `true`).
 */
export function pageParams<Query extends PageQuery>(
  query: Query,
  filters: readonly (keyof Query & string)[],
): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size };
  for (const key of filters) {
    const value = query[key];
    if (value) params[key] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return params;
}

/** A searchable, sortable paged list's request: ui-kit's toListQuery, then the list's own filters. */
export interface ListQuery extends PageQuery {
  search?: string;
  sort?: string;
}

/** The `query` of a searchable list's endpoint: GET `url` with the page, and the search, sort and `filters` set. */
export function listRequest<Query extends ListQuery>(
  url: string,
  filters: readonly (keyof Query & string)[],
) {
  return (query: Query) => ({ url, params: pageParams(query, ['search', 'sort', ...filters]) });
}
