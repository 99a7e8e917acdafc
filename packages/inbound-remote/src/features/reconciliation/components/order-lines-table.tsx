import { CompactTable, formatDateTime, type ListColumns, Typography } from '@aide/ui-kit';
import type { ReconciledOrder, ReconciliationLine } from '../api/reconciliation-api';
import { lineKey } from './exception-columns';
import { DocumentCell, ItemCell, PriceComparison, QuantityComparison } from './line-comparison';
import { LineStatusTag } from './line-status-tag';

export interface OrderLinesTableProps {
  order: ReconciledOrder;
}

/**
 * An order's expanded row: every line against the sales order and the invoice, differences in red. On a phone's
 * card: the item and its document, the status, quantity and price against the documents.
 */
export function OrderLinesTable({ order }: OrderLinesTableProps) {
  const columns: ListColumns<ReconciliationLine> = [
    {
      title: 'Document',
      card: 'subtitle',
      key: 'document',
      render: (_, line) => <DocumentCell line={line} />,
    },
    { title: 'SKU / description', card: 'title', key: 'item', render: (_, line) => <ItemCell line={line} /> },
    {
      title: 'Quantity',
      card: 'figure',
      key: 'quantity',
      render: (_, line) => <QuantityComparison line={line} />,
    },
    {
      title: 'Unit price',
      card: 'figure',
      key: 'price',
      render: (_, line) => <PriceComparison line={line} currency={order.currency} />,
    },
    {
      title: 'Status',
      card: 'status',
      key: 'status',
      render: (_, line) => <LineStatusTag status={line.status} />,
    },
    {
      title: 'Resolution',
      key: 'resolution',
      render: (_, line) =>
        line.resolution ? (
          <Typography.Text>
            {line.resolution.note}{' '}
            <Typography.Text type="secondary">
              ({line.resolution.resolved_by_label}, {formatDateTime(line.resolution.resolved_at)})
            </Typography.Text>
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <CompactTable<ReconciliationLine>
      aria-label={`Lines of ${order.po_number}`}
      rowKey={lineKey}
      columns={columns}
      dataSource={order.lines}
    />
  );
}
