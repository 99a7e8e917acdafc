import { statusTagOf } from '@aide/ui-kit';
import type { PurchaseOrderStatus } from '../api/purchase-orders-api';

/** A purchase order's Pending, Approved or Rejected. */
export const PurchaseOrderStatusTag = statusTagOf<PurchaseOrderStatus>({
  pending: { color: 'processing', label: 'Pending' },
  approved: { color: 'success', label: 'Approved' },
  rejected: { color: 'error', label: 'Rejected' },
});
