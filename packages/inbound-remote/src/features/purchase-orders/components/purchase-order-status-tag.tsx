import { Tag } from '@aide/ui-kit';
import type { PurchaseOrderStatus } from '../api/purchase-orders-api';

const STATUS_TAGS: Record<PurchaseOrderStatus, { color: string; label: string }> = {
  pending: { color: 'processing', label: 'Pending' },
  approved: { color: 'success', label: 'Approved' },
  rejected: { color: 'error', label: 'Rejected' },
};

export interface PurchaseOrderStatusTagProps {
  status: PurchaseOrderStatus;
}

export function PurchaseOrderStatusTag({ status }: PurchaseOrderStatusTagProps) {
  const { color, label } = STATUS_TAGS[status];
  return <Tag color={color}>{label}</Tag>;
}
