import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import {
  fakeMembershipHandler,
  fakeTotpFactor,
  renderWithProviders,
  storeFakeSession,
  TEST_RUNTIME_CONFIG,
  setupFakeNetwork,
} from '../../testing';
import { RouteGuard } from '../route-guard';
import { storePlan } from '../plan';

const SAM = { id: 'u1', email: 'sam@northwind.test' };

/** Sam's member row; `mfaRequired` is his organization's two-step verification rule. */
const membershipHandler = (mfaRequired: boolean) => fakeMembershipHandler({ mfaRequired });

const server = setupFakeNetwork(
  http.get(`${TEST_RUNTIME_CONFIG.supabaseUrl}/auth/v1/user`, () => HttpResponse.json({ id: 'u1' })),
);

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/login/mfa" element={<p>code page</p>} />
      <Route
        path="/account/security"
        element={
          <RouteGuard allowMfaSetup>
            <p>security page</p>
          </RouteGuard>
        }
      />
      <Route
        path="/dashboard"
        element={
          <RouteGuard requiredPlan="outbound">
            <p>dashboard page</p>
          </RouteGuard>
        }
      />
      <Route
        path="/inbound-module"
        element={
          <RouteGuard requiredPlan="inbound">
            <p>inbound page</p>
          </RouteGuard>
        }
      />
    </Routes>,
    { route },
  );
}

describe('RouteGuard', () => {
  it('shows "Checking authentication..." first, then sends a visitor without a session to /login', async () => {
    renderGuarded('/dashboard');
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('renders the route for a signed-in user of the right plan', async () => {
    server.use(membershipHandler(false));
    storeFakeSession(SAM);
    storePlan('outbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('sends an inbound user who opens /dashboard to /inbound-module', async () => {
    server.use(membershipHandler(false));
    storeFakeSession(SAM);
    storePlan('inbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('inbound page')).toBeInTheDocument();
  });
});

describe('RouteGuard and two-step verification', () => {
  it('sends a member with a verified authenticator who has not entered a code (aal1) to the code page', async () => {
    storeFakeSession(SAM, { aal: 'aal1', factors: [fakeTotpFactor('f1')] });
    storePlan('outbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('code page')).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it('does not let that session manage its security either', async () => {
    storeFakeSession(SAM, { aal: 'aal1', factors: [fakeTotpFactor('f1')] });
    renderGuarded('/account/security');
    expect(await screen.findByText('code page')).toBeInTheDocument();
  });

  it('lets the member in once the code was verified (aal2)', async () => {
    storeFakeSession(SAM, { aal: 'aal2', factors: [fakeTotpFactor('f1')] });
    storePlan('outbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('ignores a factor that was never verified', async () => {
    server.use(membershipHandler(false));
    storeFakeSession(SAM, { aal: 'aal1', factors: [fakeTotpFactor('f1', 'unverified')] });
    storePlan('outbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('sends a member without a factor to set one up when the organization requires it', async () => {
    server.use(membershipHandler(true));
    storeFakeSession(SAM, { aal: 'aal1' });
    storePlan('outbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('security page')).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });
});
