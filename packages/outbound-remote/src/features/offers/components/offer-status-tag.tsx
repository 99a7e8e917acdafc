import { statusTagOf } from '@aide/ui-kit';
import type { OfferStatus } from '../api/offers-api';

/** An offer's Active, Scheduled or Ended. */
export const OfferStatusTag = statusTagOf<OfferStatus>({
  active: { color: 'green', label: 'Active' },
  scheduled: { color: 'blue', label: 'Scheduled' },
  ended: { color: 'default', label: 'Ended' },
});
