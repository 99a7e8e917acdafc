import type { ReactNode } from 'react';
import { Table, type TableProps } from './antd';
import { useIsMobile, useNarrowerThan } from './app-layout/use-is-mobile';
import { CardList } from './server-table/card-list';
import { deskColumns, tableColumn, WIDE_DESK, type ListColumns } from './server-table/list-columns';

export interface CompactTableProps<T extends object> extends Omit<
  TableProps<T>,
  'size' | 'pagination' | 'locale' | 'columns'
> {
  /** The columns; below 768 px the same columns make one card per row (their `card` roles). */
  columns: ListColumns<T>;
  /** Shown when there are no rows ("No syncs yet"); antd's "No data" if none. */
  empty?: ReactNode;
  /** What the rows are: the table's name, and the cards' list's. */
  'aria-label'?: string;
}

/**
 * A small table of rows the page already holds, all of them on one page: an order's lines, a sync history, a
 * dashboard's top ten. Below 768 px, one card per row (CardList). Lists the server pages are ServerTable.
 */
export function CompactTable<T extends object>({ empty, columns, ...table }: CompactTableProps<T>) {
  const narrow = useIsMobile();
  const wide = !useNarrowerThan(WIDE_DESK);
  if (narrow) {
    return (
      <CardList<T>
        columns={columns}
        rows={table.dataSource ?? []}
        rowKey={table.rowKey ?? 'key'}
        label={table['aria-label']}
        loading={typeof table.loading === 'boolean' ? table.loading : Boolean(table.loading?.spinning)}
        empty={empty}
        rowSelection={table.rowSelection}
        expandable={table.expandable}
        onRow={table.onRow}
      />
    );
  }
  return (
    <Table<T>
      size="small"
      pagination={false}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      columns={deskColumns(columns, wide).map(tableColumn)}
      {...table}
    />
  );
}
