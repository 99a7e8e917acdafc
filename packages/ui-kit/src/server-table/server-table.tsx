import type { ReactNode } from 'react';
import { Empty, Flex, Pagination, Table, type TableProps, Typography } from '../antd';
import { useIsMobile, useNarrowerThan } from '../app-layout/use-is-mobile';
import { formatNumber } from '../format';
import { CardList } from './card-list';
import { LOADING_SPINNER_DELAY_MS } from './loading-spinner';
import { deskColumns, sortKey, tableColumn, WIDE_DESK, type ListColumns } from './list-columns';
import { parseSort, toSortParam } from './sort-param';
import { DEFAULT_PAGE_SIZES, type ListView } from './use-list-view';

/** Longer pages than this render only the rows in view. */
const VIRTUAL_ABOVE = 100;

export interface ServerTableQuery<T> {
  /** total_capped: the server stopped counting at `total` (a search matching more: "1,000+"). */
  data?: { items: T[]; total: number; total_capped?: boolean };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

export interface ServerTableProps<T extends object> extends Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'onChange' | 'pagination' | 'locale' | 'columns'
> {
  /** The table's columns; below 768 px the same columns make one card per row (their `card` roles). */
  columns: ListColumns<T>;
  /** Page, page size and sort (`field` or `-field`) as the URL keeps them (useListView). */
  view: Pick<ListView, 'page' | 'pageSize' | 'sort'>;
  onViewChange: (change: Partial<ListView>) => void;
  /** The RTK Query result of the server page. */
  query: ServerTableQuery<T>;
  /** The page sizes offered; DEFAULT_PAGE_SIZES when none are given (or the server's have not loaded yet). */
  pageSizes?: number[];
  /** What the rows are, for "1–20 of 1,234 purchase orders". */
  itemsLabel: string;
  /** Shown when the page is empty: "no match" for a filtered list, a first step otherwise. */
  empty: ReactNode;
  /** Shown above the table when the page could not be loaded (shared-auth's LoadErrorAlert, with Retry). */
  errorAlert: ReactNode;
  /** The sort the server applies when the request names none: shown on its column, and never sent. */
  defaultSort?: string;
  /** The row's key: its `id` unless named otherwise. */
  rowKey?: TableProps<T>['rowKey'];
}

/**
 * A table the server pages, sorts and filters: one way for every list. The page, page size and sort live in the
 * view (the URL); sortable columns show the view's sort; a failed load shows `errorAlert`; an empty page shows
 * `empty`; the rows of the last page stay, usable, while the next loads (covered only once it takes a while);
 * long pages render virtually. Below 768 px the rows are cards (CardList) over a simple pager; ServerList offers
 * the sort there.
 */
export function ServerTable<T extends object>({
  columns,
  view,
  onViewChange,
  query,
  pageSizes = DEFAULT_PAGE_SIZES,
  itemsLabel,
  empty,
  errorAlert,
  defaultSort = '',
  rowKey = 'id',
  scroll,
  ...table
}: ServerTableProps<T>) {
  const narrow = useIsMobile();
  const wide = !useNarrowerThan(WIDE_DESK);
  const sorted = parseSort(view.sort || defaultSort);
  const items = query.isError ? [] : (query.data?.items ?? []);
  const total = query.data?.total ?? 0;
  const totalText = (from: number, to: number) =>
    `${from}–${to} of ${formatNumber(total)}${query.data?.total_capped ? '+' : ''} ${itemsLabel}`;
  const virtual = items.length > VIRTUAL_ABOVE;

  const handleChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.column ? sortKey(single.column) : undefined;
      const sort = toSortParam(field, single?.order);
      onViewChange({ sort: sort === defaultSort ? '' : sort });
      return;
    }
    const pageSize = pagination.pageSize ?? view.pageSize;
    if (pageSize !== view.pageSize) onViewChange({ pageSize });
    else onViewChange({ page: pagination.current ?? 1 });
  };

  if (narrow) {
    const from = (view.page - 1) * view.pageSize + 1;
    return (
      <>
        {query.isError && errorAlert}
        <CardList<T>
          columns={columns}
          rows={items}
          rowKey={rowKey}
          label={itemsLabel}
          loading={query.isLoading || query.isFetching}
          empty={query.isLoading || query.isError ? null : empty}
          rowSelection={table.rowSelection}
          expandable={table.expandable}
          onRow={table.onRow}
        />
        {items.length > 0 && (
          <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">{totalText(from, from + items.length - 1)}</Typography.Text>
            {total > view.pageSize && (
              <Pagination
                simple
                current={view.page}
                pageSize={view.pageSize}
                total={total}
                onChange={(page) => onViewChange({ page })}
              />
            )}
          </Flex>
        )}
      </>
    );
  }

  return (
    <>
      {query.isError && errorAlert}
      <Table<T>
        size="middle"
        {...table}
        rowKey={rowKey}
        columns={deskColumns(columns, wide).map((column) =>
          column.sorter
            ? {
                ...tableColumn(column),
                sortOrder: sorted && sorted.field === sortKey(column) ? sorted.order : null,
              }
            : tableColumn(column),
        )}
        dataSource={items}
        loading={{ spinning: query.isLoading || query.isFetching, delay: LOADING_SPINNER_DELAY_MS }}
        // Nothing under the error alert or the first load: the empty state would say something untrue.
        locale={{ emptyText: query.isLoading || query.isError ? ' ' : (empty ?? <Empty />) }}
        onChange={handleChange}
        virtual={virtual}
        scroll={virtual ? { ...scroll, y: 640 } : scroll}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: pageSizes,
          showTotal: (_total, [from, to]) => totalText(from, to),
        }}
      />
    </>
  );
}
