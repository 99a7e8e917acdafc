import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ReactElement } from 'react';
import { restUrl, storeFakeSession } from './fake-supabase';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';

/** Sam Rivera of Northwind Traders (outbound plan): the signed-in member of most component tests. */
export const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };

/** renderWithProviders with Sam signed in (his session is stored first, as after a sign-in). */
export function renderAsSam(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  storeFakeSession(SAM);
  return renderWithProviders(ui, options);
}

export interface FakeMemberRowOptions {
  firstName?: string | null;
  lastName?: string | null;
  plan?: 'outbound' | 'inbound';
  /** The organization's two-step verification rule (left out: not required). */
  mfaRequired?: boolean;
  /** Whether a platform operator suspended the organization (left out: active). */
  status?: 'active' | 'suspended';
}

/** Sam's `aide_members` row with his organization, as useCurrentMembership reads it. */
export function fakeMemberRow({
  firstName = 'Sam',
  lastName = 'Rivera',
  plan = 'outbound',
  mfaRequired,
  status,
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
      ...(status === undefined ? {} : { status }),
    },
  };
}

/** Answers the membership read with `fakeMemberRow(options)`. */
export function fakeMembershipHandler(options?: FakeMemberRowOptions) {
  return http.get(restUrl('aide_members'), () => HttpResponse.json([fakeMemberRow(options)]));
}

/** Ivy Chen of Contoso Supply (inbound plan): the signed-in member of the inbound screens' tests. */
export const IVY = { id: '33333333-3333-4333-8333-333333333333', email: 'ivy@contoso.test' };

/** Ivy's organization: live channels follow its rows (`organization_id=eq.<id>`). */
export const CONTOSO = { id: '44444444-4444-4444-8444-444444444444', name: 'Contoso Supply' };

/** Ivy's `aide_members` row with Contoso Supply, as useCurrentMembership reads it. */
function ivyMemberRow() {
  return {
    id: 'm-ivy',
    email: IVY.email,
    first_name: 'Ivy',
    last_name: 'Chen',
    organization_id: CONTOSO.id,
    aide_organizations: { id: CONTOSO.id, name: CONTOSO.name, aide_plan: 'inbound' },
  };
}

/** Answers the membership read with Ivy's row. */
function ivyMembershipHandler() {
  return http.get(restUrl('aide_members'), () => HttpResponse.json([ivyMemberRow()]));
}

/** Ivy signed in earlier in this browser, with `server` answering her member row. */
export function signInAsIvy(server: Pick<SetupServerApi, 'use'>) {
  storeFakeSession(IVY);
  server.use(ivyMembershipHandler());
}
