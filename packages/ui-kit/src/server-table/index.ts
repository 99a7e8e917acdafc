export { ServerTable, type ServerTableProps, type ServerTableQuery } from './server-table';
export { DEFAULT_PAGE_SIZE, useListView, type ListView, type ListViewOptions } from './use-list-view';
export { parseSort, toSortParam, type SortOrder } from './sort-param';
