import { List } from '@aide/ui-kit';
import type { IntakeResult } from '../api/purchase-order-intake-api';
import { IntakeListItem, type IntakeOutcome } from './intake-list-item';

/** What became of one uploaded document, in the words the inbox uses. */
function outcome(result: IntakeResult): IntakeOutcome & { detail: string } {
  if (result.status === 'duplicate')
    return {
      color: 'default',
      label: `Duplicate of ${result.existing_order?.po_number ?? 'an earlier order'}`,
      detail: result.message ?? '',
    };
  const order = result.order;
  if (order?.needs_manual_entry)
    return {
      color: 'warning',
      label: 'Needs manual entry',
      detail: `${order.po_number}: ${order.extraction?.manual_entry_reason ?? 'enter its fields in the review'}`,
    };
  return { color: 'success', label: `Created ${order?.po_number ?? ''}`.trim(), detail: '' };
}

export interface IntakeResultsListProps {
  results: readonly IntakeResult[];
  onOpenOrder: (id: string) => void;
}

/** One row per uploaded document: created (opens the order), duplicate of PO-x, or needing manual entry. */
export function IntakeResultsList({ results, onOpenOrder }: IntakeResultsListProps) {
  return (
    <List
      size="small"
      aria-label="Upload results"
      dataSource={[...results]}
      renderItem={(result) => {
        const { detail, ...shown } = outcome(result);
        return (
          <IntakeListItem
            title={result.file}
            outcome={shown}
            description={detail || undefined}
            orderId={result.order?.id ?? result.existing_order?.id}
            onOpenOrder={onOpenOrder}
          />
        );
      }}
    />
  );
}
