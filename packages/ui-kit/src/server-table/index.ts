export { CardList, type CardListProps } from './card-list';
export { cardLayout, type CardRole, type ListColumn, type ListColumns } from './list-columns';
export { ServerList, type ListSearch, type ServerListProps } from './server-list';
export { ServerTable, type ServerTableProps, type ServerTableQuery } from './server-table';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  LIST_PARAM_NAMES,
  oneOf,
  toListQuery,
  useListView,
  type ListParamNames,
  type ListView,
  type ListViewOptions,
} from './use-list-view';
export { parseSort, toSortParam, type SortOrder } from './sort-param';
export {
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  numberColumn,
  sortable,
  type ColumnOptions,
  type MoneyColumnOptions,
} from './columns';
