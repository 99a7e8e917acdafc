import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  fakeMembershipHandler,
  fakeTotpFactor,
  renderWithProviders,
  SAM,
  setupFakeNetwork,
  storeFakeSession,
} from '@aide/shared-auth/testing';
import { OperatorGuard } from '../components/operator-guard';

setupFakeNetwork(fakeMembershipHandler());

const OPS = { id: '55555555-5555-4555-8555-555555555555', email: 'ops@aide.test' };
const console_ = jest.fn(() => <p>platform console</p>);

function renderPlatform() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/platform/*"
        element={
          <OperatorGuard>
            <Console />
          </OperatorGuard>
        }
      />
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/login/mfa" element={<p>authenticator code page</p>} />
      <Route path="/account/security" element={<p>security page</p>} />
    </Routes>,
    { route: '/platform' },
  );
}

function Console() {
  return console_();
}

beforeEach(() => console_.mockClear());

describe('OperatorGuard', () => {
  it('gives a member the 404 page and never renders the console', async () => {
    storeFakeSession(SAM, { aal: 'aal2' });
    renderPlatform();
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(console_).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign in', async () => {
    renderPlatform();
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('asks an operator at aal1 for the authenticator code first', async () => {
    storeFakeSession(OPS, { operator: true, aal: 'aal1', factors: [fakeTotpFactor('f1')] });
    renderPlatform();
    expect(await screen.findByText('authenticator code page')).toBeInTheDocument();
    expect(console_).not.toHaveBeenCalled();
  });

  it('leads an operator without an authenticator to Security', async () => {
    storeFakeSession(OPS, { operator: true, aal: 'aal1' });
    renderPlatform();
    expect(await screen.findByText('security page')).toBeInTheDocument();
  });

  it('opens the console for an operator signed in with the second factor', async () => {
    storeFakeSession(OPS, { operator: true, aal: 'aal2', factors: [fakeTotpFactor('f1')] });
    renderPlatform();
    expect(await screen.findByText('platform console')).toBeInTheDocument();
  });
});
