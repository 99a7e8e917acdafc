import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import {
  authUrl,
  fakeMembershipHandler,
  fakeTotpFactor,
  guardedRoute,
  renderWithProviders,
  SAM,
  setupFakeNetwork,
  storeFakeSession,
} from '../../testing';
import { storePlan } from '../plan';

/** Sam's member row; `mfaRequired` is his organization's two-step verification rule. */
const membershipHandler = (mfaRequired: boolean) => fakeMembershipHandler({ mfaRequired });

const server = setupFakeNetwork(http.get(authUrl('user'), () => HttpResponse.json({ id: SAM.id })));

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/login/mfa" element={<p>code page</p>} />
      {guardedRoute('/account/security', 'security page', { allowMfaSetup: true })}
      {guardedRoute('/dashboard', 'dashboard page', { requiredPlan: 'outbound' })}
      {guardedRoute('/inbound-module', 'inbound page', { requiredPlan: 'inbound' })}
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

  it.each([
    {
      plan: 'outbound',
      shows: 'dashboard page',
      title: 'renders the route for a signed-in user of the right plan',
    },
    {
      plan: 'inbound',
      shows: 'inbound page',
      title: 'sends an inbound user who opens /dashboard to /inbound-module',
    },
  ] as const)('$title', async ({ plan, shows }) => {
    server.use(membershipHandler(false));
    storeFakeSession(SAM);
    storePlan(plan);
    renderGuarded('/dashboard');
    expect(await screen.findByText(shows)).toBeInTheDocument();
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
