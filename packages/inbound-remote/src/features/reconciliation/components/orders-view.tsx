import { useEffect, useState } from 'react';
import {
  Empty,
  Flex,
  formatDate,
  formatMoney,
  formatNumber,
  Input,
  Select,
  ServerTable,
  type TableColumnsType,
  useDebouncedValue,
} from '@aide/ui-kit';
import type { LineStatus, ReconciledOrder, ReconciliationResult } from '../api/reconciliation-api';
import {
  PAGE_SIZES,
  type ReconciliationView,
  type ReconciliationViewChange,
} from '../hooks/use-reconciliation-view';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { LINE_STATUSES, STATUS_LABELS } from '../lib/line-status';
import { LineStatusTag } from './line-status-tag';
import { OrderLinesTable } from './order-lines-table';

export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = LINE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

const COLUMNS: TableColumnsType<ReconciledOrder> = [
  { title: 'PO number', dataIndex: 'po_number', key: 'po_number' },
  { title: 'Customer', dataIndex: 'customer_name', key: 'customer_name' },
  { title: 'Order date', key: 'order_date', render: (_, order) => formatDate(order.order_date) },
  {
    title: 'Total',
    key: 'total',
    align: 'right',
    render: (_, order) => formatMoney(order.total, order.currency),
  },
  { title: 'Status', key: 'status', render: (_, order) => <LineStatusTag status={order.status} /> },
  {
    title: 'Open exceptions',
    key: 'open_exceptions',
    align: 'right',
    render: (_, order) => formatNumber(order.open_exceptions),
  },
];

export interface OrdersViewProps {
  view: ReconciliationView;
  onChange: (change: ReconciliationViewChange) => void;
  /** The tab fetches the list once for both the summary and this table. */
  result: {
    data?: ReconciliationResult;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
}

/** Every approved order with its reconciliation status; expand a row to compare its lines. */
export function OrdersView({ view, onChange, result }: OrdersViewProps) {
  const [search, setSearch] = useState(view.q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== view.q) onChange({ q: debouncedSearch });
    // Only a new debounced value should write the URL; the URL changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const filtered = Boolean(view.q || view.status);

  return (
    <>
      <Flex gap={12} wrap="wrap" style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search orders"
          placeholder="Search PO number or customer"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onChange({ q: value.trim() })}
          style={{ width: 300 }}
        />
        <Select<LineStatus>
          aria-label="Status"
          placeholder="Any status"
          allowClear
          value={view.status}
          options={STATUS_OPTIONS}
          onChange={(status?: LineStatus) => onChange({ status })}
          style={{ minWidth: 180 }}
        />
      </Flex>
      <ServerTable<ReconciledOrder>
        rowKey="purchase_order_id"
        columns={COLUMNS}
        view={view}
        onViewChange={onChange}
        query={result}
        pageSizes={PAGE_SIZES}
        itemsLabel="orders"
        empty={
          <Empty
            description={filtered ? 'No orders match these filters.' : 'No approved orders to reconcile yet.'}
          />
        }
        errorAlert={<QueryLoadErrorAlert query={result} what="The orders could not be loaded." />}
        expandable={{ expandedRowRender: (order) => <OrderLinesTable order={order} /> }}
        scroll={{ x: 900 }}
      />
    </>
  );
}
