import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { storePlan } from '@aide/shared-auth';
import { renderWithProviders, storeFakeSession } from '@aide/shared-auth/testing';
import { RootRedirectPage } from '../components/root-redirect-page';

function renderRoot() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<RootRedirectPage />} />
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/inbound-module" element={<p>inbound page</p>} />
    </Routes>,
  );
}

afterEach(() => localStorage.clear());

describe('RootRedirectPage', () => {
  it('shows Loading while the session is being checked', () => {
    renderRoot();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it.each([
    ['no session', null, null, 'login page'],
    ['an inbound session', { id: 'u', email: 'ivy@contoso.test' }, 'inbound', 'inbound page'],
    ['an outbound session', { id: 'u', email: 'sam@northwind.test' }, 'outbound', 'dashboard page'],
    ['a session without a stored plan', { id: 'u', email: 'x@y.z' }, null, 'dashboard page'],
  ] as const)('with %s redirects to the right place', async (_case, user, plan, page) => {
    if (plan) storePlan(plan);
    if (user) storeFakeSession(user);
    renderRoot();
    expect(await screen.findByText(page)).toBeInTheDocument();
  });
});
