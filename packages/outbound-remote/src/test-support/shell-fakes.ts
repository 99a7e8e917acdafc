import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { restUrl } from '@aide/shared-auth/testing';
import type { OnboardingStatus } from '../features/onboarding-status';

export const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };
export const ORG_ID = '22222222-2222-4222-8222-222222222222';

export function memberRow(names: { first_name: string | null; last_name: string | null }) {
  return {
    id: 'm1',
    email: SAM.email,
    ...names,
    organization_id: ORG_ID,
    aide_organizations: { id: ORG_ID, name: 'Northwind Traders', aide_plan: 'outbound' },
  };
}

/** Sam's member row (read through supabase). */
export function memberHandler(names = { first_name: 'Sam', last_name: 'Rivera' }) {
  return http.get(restUrl('aide_members'), () => HttpResponse.json([memberRow(names)]));
}

/** GET /api/onboarding/status answering `status()`; `requests` counts the calls and keeps their queries. */
export function statusHandler(status: () => OnboardingStatus) {
  const requests: URLSearchParams[] = [];
  const handler = http.get('http://api.test/api/onboarding/status', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return HttpResponse.json(status());
  });
  return { handler, requests };
}

/**
 * The shell's data arrives in a chain (session → member row → status) and antd renders slowly in jsdom on a
 * busy machine, so the async queries wait longer than the default second.
 */
export function allowSlowRendering() {
  configure({ asyncUtilTimeout: 8000 });
}
