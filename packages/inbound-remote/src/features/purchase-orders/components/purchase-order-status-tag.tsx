import { StatusTag, type StatusLook } from '@aide/ui-kit';
import type { PurchaseOrderStatus } from '../api/purchase-orders-api';

const STATUS_TAGS: Record<PurchaseOrderStatus, StatusLook> = {
  pending: { color: 'processing', label: 'Pending' },
  approved: { color: 'success', label: 'Approved' },
  rejected: { color: 'error', label: 'Rejected' },
};

export interface PurchaseOrderStatusTagProps {
  status: PurchaseOrderStatus;
}

export function PurchaseOrderStatusTag({ status }: PurchaseOrderStatusTagProps) {
  return <StatusTag status={status} looks={STATUS_TAGS} />;
}
