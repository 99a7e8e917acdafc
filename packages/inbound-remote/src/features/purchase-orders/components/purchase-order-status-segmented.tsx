import { formatNumber, Segmented, useIsMobile } from '@aide/ui-kit';
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

/**
 * All / Pending / Approved / Rejected with the counts of the current filters (the API ignores the status). On a
 * phone it spans the screen with each count under its status, so the four fit in 390 px.
 */
export function PurchaseOrderStatusSegmented({ value, counts, onChange }: PurchaseOrderStatusSegmentedProps) {
  const narrow = useIsMobile();
  const countOf = (status: PurchaseOrderStatusFilter): number | undefined => {
    if (!counts) return undefined;
    return status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status];
  };
  const options = (Object.keys(LABELS) as PurchaseOrderStatusFilter[]).map((status) => {
    const count = countOf(status);
    if (narrow) {
      return {
        value: status,
        label: (
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: '18px', paddingBlock: 4 }}>
            <span>{LABELS[status]}</span>
            {count !== undefined && <span>{formatNumber(count)}</span>}
          </span>
        ),
      };
    }
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
      block={narrow}
      style={narrow ? { width: '100%' } : undefined}
    />
  );
}
