import { createElement } from 'react';
import { http, HttpResponse } from 'msw';
import { renderAsSam, restUrl, SAM, setupFakeNetwork } from '@aide/shared-auth/testing';
import App from '../exposes/app';
import { fakeStatus, type StatusFlags } from './fake-status';

export { SAM };
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
function memberHandler(names = { first_name: 'Sam', last_name: 'Rivera' }) {
  return http.get(restUrl('aide_members'), () => HttpResponse.json([memberRow(names)]));
}

/**
 * GET /api/onboarding/status answering the status of these facts (a function: read at each request, for
 * tests whose facts change); `requests` counts the calls and keeps their queries.
 */
export function statusHandler(flags: StatusFlags | (() => StatusFlags) = {}) {
  const requests: URLSearchParams[] = [];
  const handler = http.get('http://api.test/api/onboarding/status', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return HttpResponse.json(fakeStatus(typeof flags === 'function' ? flags() : flags));
  });
  return { handler, requests };
}

/**
 * The network of a test that renders the whole app (see renderAppAsSam): Sam's member row and an onboarding
 * status with nothing done yet, which a test overrides with `server.use`.
 */
export function setupAppNetwork() {
  return setupFakeNetwork(memberHandler(), statusHandler().handler);
}

/** Renders the whole outbound app (shell and routes) at `route` with Sam signed in. */
export function renderAppAsSam(route: string) {
  return renderAsSam(createElement(App), { route });
}

/**
 * Another feature's page is on screen and only the shell is under test: whatever that page asks is answered
 * blandly, while Sam's member row and the status still answer first.
 */
export function answerOtherFeaturesBlandly(server: Pick<ReturnType<typeof setupFakeNetwork>, 'use'>) {
  server.use(
    memberHandler(),
    statusHandler().handler,
    http.all('http://api.test/*', () => HttpResponse.json({ items: [] })),
    http.all(`${restUrl('')}*`, () => HttpResponse.json([])),
  );
}
