import { http, HttpResponse } from 'msw';
import { restUrl } from './fake-supabase';

/** Sam Rivera of Northwind Traders (outbound plan): the signed-in member of most component tests. */
export const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };

export interface FakeMemberRowOptions {
  firstName?: string | null;
  lastName?: string | null;
  plan?: 'outbound' | 'inbound';
  /** The organization's two-step verification rule (left out: not required). */
  mfaRequired?: boolean;
}

/** Sam's `aide_members` row with his organization, as useCurrentMembership reads it. */
export function fakeMemberRow({
  firstName = 'Sam',
  lastName = 'Rivera',
  plan = 'outbound',
  mfaRequired,
}: FakeMemberRowOptions = {}) {
  return {
    id: 'm1',
    email: SAM.email,
    first_name: firstName,
    last_name: lastName,
    organization_id: 'o1',
    aide_organizations: {
      id: 'o1',
      name: 'Northwind Traders',
      aide_plan: plan,
      ...(mfaRequired === undefined ? {} : { mfa_required: mfaRequired }),
    },
  };
}

/** Answers the membership read with `fakeMemberRow(options)`. */
export function fakeMembershipHandler(options?: FakeMemberRowOptions) {
  return http.get(restUrl('aide_members'), () => HttpResponse.json([fakeMemberRow(options)]));
}
