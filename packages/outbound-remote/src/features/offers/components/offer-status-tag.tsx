import { StatusTag, type StatusLook } from '@aide/ui-kit';
import type { OfferStatus } from '../api/offers-api';

const LOOK: Record<OfferStatus, StatusLook> = {
  active: { color: 'green', label: 'Active' },
  scheduled: { color: 'blue', label: 'Scheduled' },
  ended: { color: 'default', label: 'Ended' },
};

export interface OfferStatusTagProps {
  status: OfferStatus;
}

export function OfferStatusTag({ status }: OfferStatusTagProps) {
  return <StatusTag status={status} looks={LOOK} />;
}
