import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, storeFakeSession, TEST_RUNTIME_CONFIG, setupFakeNetwork } from '../../testing';
import { RouteGuard } from '../route-guard';
import { storePlan } from '../plan';

setupFakeNetwork(
  http.get(`${TEST_RUNTIME_CONFIG.supabaseUrl}/auth/v1/user`, () => HttpResponse.json({ id: 'u1' })),
);

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
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
    storeFakeSession({ id: 'u1', email: 'sam@northwind.test' });
    storePlan('outbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('sends an inbound user who opens /dashboard to /inbound-module', async () => {
    storeFakeSession({ id: 'u1', email: 'sam@northwind.test' });
    storePlan('inbound');
    renderGuarded('/dashboard');
    expect(await screen.findByText('inbound page')).toBeInTheDocument();
  });
});
