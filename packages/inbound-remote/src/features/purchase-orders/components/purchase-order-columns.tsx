import {
  Button,
  dateColumn,
  formatDateTime,
  moneyColumn,
  sortable,
  type ListColumns,
  Typography,
} from '@aide/ui-kit';
import type { PurchaseOrderSummary } from '../api/purchase-orders-api';
import { AiScoreTag } from './ai-score-tag';
import { PurchaseOrderStatusTag } from './purchase-order-status-tag';

/** The API sorts by `-order_date` when the request names no sort. */
export const DEFAULT_SORT = '-order_date';

/**
 * The inbox columns; ServerTable shows the sort on them. Order date cycles descending → ascending so no click
 * is a no-op. On a phone's card: the PO number and customer, the status and AI score, the total and order date.
 */
export function purchaseOrderColumns(
  onOpen: (order: PurchaseOrderSummary) => void,
): ListColumns<PurchaseOrderSummary> {
  return [
    {
      title: 'PO number',
      card: 'title',
      ...sortable<PurchaseOrderSummary>('po_number'),
      width: 130,
      render: (value: string, order: PurchaseOrderSummary) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(order);
          }}
        >
          {value}
        </Button>
      ),
    },
    {
      title: 'Customer',
      card: 'subtitle',
      ...sortable<PurchaseOrderSummary>('customer_name'),
      ellipsis: true,
    },
    dateColumn('Order date', 'order_date', {
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      card: 'figure',
    }),
    // Below 1,200 px the table keeps to the columns that matter; the order's drawer shows the rest.
    dateColumn('Requested delivery', 'requested_delivery_date', { optional: true }),
    moneyColumn('Total', 'total', { sorter: true, currency: (order) => order.currency, card: 'figure' }),
    {
      title: 'Status',
      card: 'status',
      ...sortable<PurchaseOrderSummary>('status'),
      render: (value: PurchaseOrderSummary['status']) => <PurchaseOrderStatusTag status={value} />,
    },
    {
      title: 'AI score',
      card: 'status',
      ...sortable<PurchaseOrderSummary>('ai_score'),
      align: 'right',
      render: (value: number) => <AiScoreTag score={value} />,
    },
    {
      title: 'Decided by',
      key: 'decided_by_label',
      dataIndex: 'decided_by_label',
      optional: true,
      ellipsis: true,
      render: (value: string | null, order: PurchaseOrderSummary) =>
        value ? (
          <span title={formatDateTime(order.decided_at)}>{value}</span>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
}
