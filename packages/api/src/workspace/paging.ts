/** Paging, search and sort shared by every list route (see docs/outbound-api.md "Paging"). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

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

/** `{ items, total, page, page_size }` around an item schema. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'page_size'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
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
