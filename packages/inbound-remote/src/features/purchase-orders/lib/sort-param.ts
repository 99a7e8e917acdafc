export type SortOrder = 'ascend' | 'descend';

/** The API sorts by `-order_date` when the request names no sort. */
export const DEFAULT_SORT = '-order_date';

/** `-total` → `{ field: 'total', order: 'descend' }`; empty → the API's default sort. */
export function parseSort(sort: string): { field: string; order: SortOrder } {
  const value = sort || DEFAULT_SORT;
  return value.startsWith('-')
    ? { field: value.slice(1), order: 'descend' }
    : { field: value, order: 'ascend' };
}

/** The API's `sort` value for a table sorter; '' (the default sort) when the sorter was cleared. */
export function toSortParam(field: string | undefined, order: SortOrder | null | undefined): string {
  if (!field || !order) return '';
  const sort = order === 'descend' ? `-${field}` : field;
  return sort === DEFAULT_SORT ? '' : sort;
}
