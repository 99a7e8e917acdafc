import { Button, Flex, formatDateTime, type ListColumns, Typography } from '@aide/ui-kit';
import type { ReconciliationLine } from '../api/reconciliation-api';
import { DocumentCell, ItemCell, PriceComparison, QuantityComparison } from './line-comparison';
import { LineStatusTag } from './line-status-tag';

/**
 * The exception queue's columns; `onResolve` is offered on lines that are still open. On a phone's card: the
 * PO number and customer, the status, quantity and price against the documents, and Resolve (or how it was).
 */
export function exceptionColumns(
  onResolve: (line: ReconciliationLine) => void,
): ListColumns<ReconciliationLine> {
  return [
    { title: 'PO number', card: 'title', dataIndex: 'po_number', key: 'po_number' },
    // Below 1,200 px the table keeps to the columns that matter.
    {
      title: 'Customer',
      card: 'subtitle',
      dataIndex: 'customer_name',
      key: 'customer_name',
      optional: true,
    },
    { title: 'Document', key: 'document', render: (_, line) => <DocumentCell line={line} /> },
    { title: 'SKU / description', key: 'item', render: (_, line) => <ItemCell line={line} /> },
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
      render: (_, line) => <PriceComparison line={line} />,
    },
    {
      title: 'Status',
      card: 'status',
      key: 'status',
      render: (_, line) => <LineStatusTag status={line.status} />,
    },
    {
      title: 'Resolution',
      card: 'action',
      key: 'resolution',
      render: (_, line) =>
        line.resolution ? (
          <Flex vertical gap={0} style={{ maxWidth: 280 }}>
            <Typography.Text>{line.resolution.note}</Typography.Text>
            <Typography.Text type="secondary">
              Resolved by {line.resolution.resolved_by_label} on {formatDateTime(line.resolution.resolved_at)}
            </Typography.Text>
          </Flex>
        ) : (
          <Button size="small" onClick={() => onResolve(line)}>
            Resolve
          </Button>
        ),
    },
  ];
}

/** One key per line: an order's document kind and line (line_ref is '' for a missing document). */
export function lineKey(line: ReconciliationLine): string {
  return `${line.purchase_order_id}:${line.document_kind}:${line.line_ref}`;
}
