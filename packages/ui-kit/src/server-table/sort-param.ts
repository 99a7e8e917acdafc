export type SortOrder = 'ascend' | 'descend';

/** `-price` → `{ field: 'price', order: 'descend' }`; empty → null. */
export function parseSort(sort: string): { field: string; order: SortOrder } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'descend' } : { field: sort, order: 'ascend' };
}

/** The API's `sort` value for a table sorter: `price`, `-price`, or '' when unsorted. */
export function toSortParam(field: string | undefined, order: SortOrder | null | undefined): string {
  if (!field || !order) return '';
  return order === 'descend' ? `-${field}` : field;
}
