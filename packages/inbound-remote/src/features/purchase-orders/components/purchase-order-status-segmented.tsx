import { formatNumber, Segmented } from '@aide/ui-kit';
import type { PurchaseOrderCounts, PurchaseOrderStatusFilter } from '../api/purchase-orders-api';

export interface PurchaseOrderStatusSegmentedProps {
  value: PurchaseOrderStatusFilter;
  counts: PurchaseOrderCounts | undefined;
  onChange: (status: PurchaseOrderStatusFilter) => void;
}

const LABELS: Record<PurchaseOrderStatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** All / Pending / Approved / Rejected with the counts of the current filters (the API ignores the status). */
export function PurchaseOrderStatusSegmented({ value, counts, onChange }: PurchaseOrderStatusSegmentedProps) {
  const countOf = (status: PurchaseOrderStatusFilter): number | undefined => {
    if (!counts) return undefined;
    return status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status];
  };
  const options = (Object.keys(LABELS) as PurchaseOrderStatusFilter[]).map((status) => {
    const count = countOf(status);
    return {
      value: status,
      label: count === undefined ? LABELS[status] : `${LABELS[status]} (${formatNumber(count)})`,
    };
  });
  return (
    <Segmented<PurchaseOrderStatusFilter>
      aria-label="Purchase order status"
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
