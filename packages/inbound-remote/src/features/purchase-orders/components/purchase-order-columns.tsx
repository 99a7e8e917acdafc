import {
  Button,
  formatDate,
  formatDateTime,
  formatMoney,
  type SortOrder,
  type TableColumnsType,
  Typography,
} from '@aide/ui-kit';
import type { PurchaseOrderSummary } from '../api/purchase-orders-api';
import { AiScoreTag } from './ai-score-tag';
import { PurchaseOrderStatusTag } from './purchase-order-status-tag';

/** The API sorts by `-order_date` when the request names no sort. */
export const DEFAULT_SORT = '-order_date';

/**
 * The inbox columns; ServerTable shows the sort on them. Order date cycles descending → ascending so no click
 * is a no-op.
 */
export function purchaseOrderColumns(
  onOpen: (order: PurchaseOrderSummary) => void,
): TableColumnsType<PurchaseOrderSummary> {
  const sortable = (field: keyof PurchaseOrderSummary & string, directions?: SortOrder[]) => ({
    key: field,
    dataIndex: field,
    sorter: true,
    ...(directions ? { sortDirections: directions } : {}),
  });

  return [
    {
      title: 'PO number',
      ...sortable('po_number'),
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
    { title: 'Customer', ...sortable('customer_name'), ellipsis: true },
    {
      title: 'Order date',
      ...sortable('order_date', ['descend', 'ascend']),
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Requested delivery',
      key: 'requested_delivery_date',
      dataIndex: 'requested_delivery_date',
      render: (value: string | null) => formatDate(value),
    },
    {
      title: 'Total',
      ...sortable('total'),
      align: 'right',
      render: (value: number, order: PurchaseOrderSummary) => formatMoney(value, order.currency),
    },
    {
      title: 'Status',
      ...sortable('status'),
      render: (value: PurchaseOrderSummary['status']) => <PurchaseOrderStatusTag status={value} />,
    },
    {
      title: 'AI score',
      ...sortable('ai_score'),
      align: 'right',
      render: (value: number) => <AiScoreTag score={value} />,
    },
    {
      title: 'Decided by',
      key: 'decided_by_label',
      dataIndex: 'decided_by_label',
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
