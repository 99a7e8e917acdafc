import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initAnalytics, sessionResolved } from '@aide/shared-auth';
import {
  fakePosthog,
  TEST_RUNTIME_CONFIG,
  renderWithProviders,
  restUrl,
  storeFakeSession,
} from '@aide/shared-auth/testing';
import { AnalyticsTracker, LOGGED_IN_MEMBER_KEY } from '../components/analytics-tracker';

// posthog-js is the third-party boundary: replaced so nothing is sent, and so its calls can be read.
const posthog = fakePosthog();
jest.mock('posthog-js', () => ({ __esModule: true, default: posthog }));

const SAM = { id: 'user-sam', email: 'sam@northwind.test' };
const server = setupServer(
  http.get(restUrl('aide_members'), () =>
    HttpResponse.json({
      id: 'member-sam',
      email: SAM.email,
      first_name: 'Sam',
      last_name: 'Lee',
      organization_id: 'org-northwind',
      aide_organizations: { id: 'org-northwind', name: 'Northwind Traders', aide_plan: 'outbound' },
    }),
  ),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  await initAnalytics(TEST_RUNTIME_CONFIG);
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  jest.clearAllMocks();
});
afterAll(() => server.close());

function renderSignedIn() {
  storeFakeSession(SAM);
  return renderWithProviders(<AnalyticsTracker />, {
    preloadedState: { auth: { status: 'signedIn', user: SAM, assurance: null, error: null } },
  });
}

test('identifies the member with their organization and sends one login per sign-in', async () => {
  const first = renderSignedIn();
  await waitFor(() =>
    expect(posthog.capture).toHaveBeenCalledWith('login', { method: 'password', email: SAM.email }),
  );
  expect(posthog.identify).toHaveBeenCalledWith(
    SAM.id,
    expect.objectContaining({ email: SAM.email, organization_id: 'org-northwind', plan: 'outbound' }),
  );
  expect(posthog.group).toHaveBeenCalledWith('organization', 'org-northwind');
  first.unmount();

  // A page reload in the same sign-in identifies again but is not another login.
  jest.clearAllMocks();
  const second = renderWithProviders(<AnalyticsTracker />, {
    preloadedState: { auth: { status: 'signedIn', user: SAM, assurance: null, error: null } },
  });
  await waitFor(() => expect(posthog.identify).toHaveBeenCalledTimes(1));
  expect(posthog.capture).not.toHaveBeenCalled();

  act(() => {
    second.store.dispatch(sessionResolved(null));
  });
  expect(posthog.reset).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(LOGGED_IN_MEMBER_KEY)).toBeNull();
});

test('a visitor who never signed in is neither identified nor reset', async () => {
  renderWithProviders(<AnalyticsTracker />, {
    preloadedState: { auth: { status: 'signedOut', user: null, assurance: null, error: null } },
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(posthog.identify).not.toHaveBeenCalled();
  expect(posthog.reset).not.toHaveBeenCalled();
});
