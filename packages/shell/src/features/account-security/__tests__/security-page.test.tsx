import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { selectAssurance } from '@aide/shared-auth';
import { fakeTotpFactor, renderWithProviders, setupFakeNetwork } from '@aide/shared-auth/testing';
import { MFA_TEXT } from '../../mfa';
import { SecurityPage } from '../components/security-page';
import { LAST_METHOD_TEXT } from '../lib/sign-in-methods';
import {
  type FakeAuthServerOptions,
  GOOD_CODE,
  signInToFakeAuthServer,
} from '../../../test-support/fake-auth-server';

const server = setupFakeNetwork();

function renderSecurity(options: FakeAuthServerOptions & { aal?: 'aal1' | 'aal2' } = {}) {
  const fake = signInToFakeAuthServer(server, options);
  const view = renderWithProviders(
    <Routes>
      <Route path="/account/security" element={<SecurityPage />} />
      <Route path="/" element={<p>signed out</p>} />
    </Routes>,
    { route: '/account/security' },
  );
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

/** The list inside the card with this title. */
async function listIn(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-card-head-title' });
  const card = heading.closest('.ant-card') as HTMLElement;
  // The card's own list (not the loading skeleton's lines, nor an item's list of actions).
  await waitFor(() => expect(card.querySelector('.ant-list-items')).not.toBeNull());
  return card.querySelector('.ant-list-items') as HTMLElement;
}

describe('/account/security: two-step verification', () => {
  it('sets up an authenticator: QR code and secret, a first code turns it on and raises the session to aal2', async () => {
    const { user, state, store } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(MFA_TEXT.wrongCode)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: GOOD_CODE } });
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(/Two-step verification is on/)).toBeInTheDocument();
    const list = await listIn('Two-step verification');
    expect(within(list).getByText('Authenticator app')).toBeInTheDocument();
    expect(state.factors.map((factor) => factor.status)).toEqual(['verified']);
    expect(selectAssurance(store.getState())).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(screen.getByRole('button', { name: 'Add another authenticator app' })).toBeInTheDocument();
  });

  it('removes an unfinished set-up when it is cancelled', async () => {
    const { user, state } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByTestId('totp-secret');
    expect(state.factors).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(state.factors).toEqual([]));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('removes an authenticator after confirmation', async () => {
    const { user, state } = renderSecurity({
      aal: 'aal2',
      factors: [fakeTotpFactor('factor-1', 'verified', 'Authenticator app')],
    });
    const list = await listIn('Two-step verification');
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findAllByRole('button', { name: 'Remove' });
    await user.click(confirm.at(-1)!);
    await waitFor(() => expect(state.factors).toEqual([]));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('explains why a member whose organization requires two-step verification was sent here', async () => {
    renderSecurity({ mfaRequired: true });
    expect(await screen.findByText('Northwind Traders requires two-step verification')).toBeInTheDocument();
    expect(
      screen.getByText(/Set up an authenticator app below to continue to your workspace/),
    ).toBeInTheDocument();
  });

  it('does not offer to remove the only authenticator of a member whose organization requires one', async () => {
    renderSecurity({
      aal: 'aal2',
      mfaRequired: true,
      factors: [fakeTotpFactor('factor-1', 'verified', 'Authenticator app')],
    });
    const list = await listIn('Two-step verification');
    expect(within(list).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(await screen.findByText(/add another authenticator before removing this one/)).toBeInTheDocument();
    expect(screen.queryByText('Northwind Traders requires two-step verification')).not.toBeInTheDocument();
  });
});

describe('/account/security: sign-in methods', () => {
  it('lists password, Google and Microsoft with what is linked', async () => {
    renderSecurity({ providers: ['email', 'google'] });
    const list = await listIn('Sign-in methods');
    const items = [...list.querySelectorAll(':scope > li')];
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Password Linked.*sam@northwind\.test/),
      expect.stringMatching(/^Google Linked.*sam@northwind\.test/),
      expect.stringMatching(/^Microsoft Not linked/),
    ]);
    expect(within(list).getByRole('button', { name: 'Link Microsoft' })).toBeEnabled();
  });

  it('unlinks a method after confirmation', async () => {
    const { user, state } = renderSecurity({ providers: ['email', 'google'] });
    await user.click(await screen.findByRole('button', { name: 'Remove Google' }));
    const confirm = await screen.findAllByRole('button', { name: 'Remove' });
    await user.click(confirm.at(-1)!);
    expect(await screen.findByText('Google removed: you can no longer sign in with it.')).toBeInTheDocument();
    expect(state.identities.map((identity) => identity.provider)).toEqual(['email']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Password' })).toBeDisabled());
    expect(screen.getByText(LAST_METHOD_TEXT)).toBeInTheDocument();
  });

  it('keeps the last method: the button is off, and the server refusal is explained too', async () => {
    const { user, state } = renderSecurity({ providers: ['email', 'google'] });
    await screen.findByRole('button', { name: 'Remove Google' });
    // Another tab removed Google meanwhile: this page still offers Password, the server refuses.
    state.identities = state.identities.filter((identity) => identity.provider === 'email');
    await user.click(screen.getByRole('button', { name: 'Remove Password' }));
    const confirm = await screen.findAllByRole('button', { name: 'Remove' });
    await user.click(confirm.at(-1)!);
    expect(await screen.findAllByText(LAST_METHOD_TEXT)).not.toHaveLength(0);
    expect(state.identities).toHaveLength(1);
  });
});

describe('/account/security: sessions', () => {
  it('signs out the other devices only (scope others) and stays signed in', async () => {
    const { user, state } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out other devices' }));
    expect(
      await screen.findByText('Your other devices are signed out. This one stays signed in.'),
    ).toBeInTheDocument();
    expect(state.logouts).toEqual(['others']);
    expect(screen.getByRole('heading', { name: 'Security' })).toBeInTheDocument();
  });

  it('signs out everywhere (scope global) after confirmation', async () => {
    const { user, state } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(state.logouts).toEqual([]);
    const confirm = await screen.findAllByRole('button', { name: 'Sign out everywhere' });
    await user.click(confirm.at(-1)!);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(state.logouts).toEqual(['global']);
  });
});
