import { fixture } from '@aide/shared-auth/testing';
import type { Offer } from '../features/offers';

/** An offer as the API lists it: "Spring sale", 15 % off the Acme brand, active through November 2026. */
export const fakeOffer = fixture<Offer>({
  id: 'o1',
  title: 'Spring sale',
  target_type: 'brand',
  target_value: 'Acme',
  discount_percent: 15,
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  status: 'active',
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
});
