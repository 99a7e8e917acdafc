import { Tag } from '@aide/ui-kit';
import type { OfferStatus } from '../api/offers-api';

const LOOK: Record<OfferStatus, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  scheduled: { color: 'blue', label: 'Scheduled' },
  ended: { color: 'default', label: 'Ended' },
};

export interface OfferStatusTagProps {
  status: OfferStatus;
}

export function OfferStatusTag({ status }: OfferStatusTagProps) {
  const { color, label } = LOOK[status];
  return <Tag color={color}>{label}</Tag>;
}
