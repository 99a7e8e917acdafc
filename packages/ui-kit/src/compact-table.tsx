import type { ReactNode } from 'react';
import { Table, type TableProps } from './antd';

export interface CompactTableProps<T extends object> extends Omit<
  TableProps<T>,
  'size' | 'pagination' | 'locale'
> {
  /** Shown when there are no rows ("No syncs yet"); antd's "No data" if none. */
  empty?: ReactNode;
}

/**
 * A small table of rows the page already holds, all of them on one page: an order's lines, a sync history, a
 * dashboard's top ten. Lists the server pages are ServerTable.
 */
export function CompactTable<T extends object>({ empty, ...table }: CompactTableProps<T>) {
  return (
    <Table<T>
      size="small"
      pagination={false}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      {...table}
    />
  );
}
