import {
  dateColumn,
  type FilterField,
  type ListSearch,
  moneyColumn,
  numberColumn,
  ServerList,
  type ListColumns,
} from '@aide/ui-kit';
import type { ReconciledOrder, ReconciliationResult } from '../api/reconciliation-api';
import type { ReconciliationView, ReconciliationViewChange } from '../hooks/use-reconciliation-view';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { LINE_STATUSES, STATUS_LOOKS } from '../lib/line-status';
import { LineStatusTag } from './line-status-tag';
import { OrderLinesTable } from './order-lines-table';

const SEARCH: ListSearch = { label: 'Search orders', placeholder: 'Search PO number or customer' };
const FILTERS: FilterField<ReconciliationView>[] = [
  {
    select: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: LINE_STATUSES.map((value) => ({ value, label: STATUS_LOOKS[value].label })),
  },
];

/** On a phone's card: the PO number and customer, the status, the total and the open exceptions. */
const COLUMNS: ListColumns<ReconciledOrder> = [
  { title: 'PO number', card: 'title', dataIndex: 'po_number', key: 'po_number' },
  { title: 'Customer', card: 'subtitle', dataIndex: 'customer_name', key: 'customer_name' },
  dateColumn('Order date', 'order_date'),
  moneyColumn('Total', 'total', { currency: (order) => order.currency, card: 'figure' }),
  {
    title: 'Status',
    card: 'status',
    key: 'status',
    render: (_, order) => <LineStatusTag status={order.status} />,
  },
  numberColumn('Open exceptions', 'open_exceptions', { card: 'figure' }),
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
  return (
    <ServerList<ReconciledOrder, ReconciliationView>
      search={SEARCH}
      filters={FILTERS}
      filtersMarginBottom={12}
      rowKey="purchase_order_id"
      columns={COLUMNS}
      view={view}
      onViewChange={onChange}
      query={result}
      itemsLabel="orders"
      noMatch="No orders match these filters."
      empty="No approved orders to reconcile yet."
      errorAlert={<QueryLoadErrorAlert query={result} what="The orders could not be loaded." />}
      expandable={{ expandedRowRender: (order) => <OrderLinesTable order={order} /> }}
    />
  );
}
