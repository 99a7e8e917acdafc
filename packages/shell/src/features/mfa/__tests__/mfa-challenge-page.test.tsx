import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { selectAssurance } from '@aide/shared-auth';
import {
  fakeTotpFactor,
  guardedRoute,
  renderWithProviders,
  setupFakeNetwork,
} from '@aide/shared-auth/testing';
import { GOOD_CODE, signInToFakeAuthServer } from '../../../test-support/fake-auth-server';
import { MfaChallengePage } from '../components/mfa-challenge-page';
import { MFA_TEXT } from '../lib/mfa-error-message';

const server = setupFakeNetwork();

/** Sam, who has an authenticator, signed in with his password only (aal1), opening his workspace. */
function signedInWithPasswordOnly() {
  const fake = signInToFakeAuthServer(server, {
    factors: [fakeTotpFactor('factor-1', 'verified', 'Authenticator app')],
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<p>signed out</p>} />
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/login/mfa" element={<MfaChallengePage />} />
      {guardedRoute('/dashboard', 'dashboard page', { requiredPlan: 'outbound' })}
    </Routes>,
    { route: '/dashboard' },
  );
  return { ...fake, ...view };
}

async function enterCode(code: string) {
  const user = userEvent.setup({ delay: null });
  const input = await screen.findByLabelText('Authentication code');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/login/mfa (second sign-in step)', () => {
  it('asks for the code instead of the workspace, then lets the member in (MFA_CHALLENGE_VERIFIED)', async () => {
    const { state, store } = signedInWithPasswordOnly();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
    await waitFor(() => expect(state.challenges).toBe(1));

    await enterCode(GOOD_CODE);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(state.verifications).toEqual([`challenge-1:${GOOD_CODE}`]);
    expect(selectAssurance(store.getState())).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('says a wrong code is wrong, keeps the member out, and accepts the right one on the same challenge', async () => {
    const { state } = signedInWithPasswordOnly();
    await enterCode('654321');
    expect(await screen.findByText(MFA_TEXT.wrongCode)).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();

    await enterCode(GOOD_CODE);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(state.challenges).toBe(1);
  });

  it('explains an expired challenge and starts a new one for the next code', async () => {
    const { state } = signedInWithPasswordOnly();
    await waitFor(() => expect(state.challenges).toBe(1));
    state.nextVerifyRefusal = {
      status: 422,
      code: 'mfa_challenge_expired',
      msg: 'MFA challenge has expired',
    };
    await enterCode(GOOD_CODE);
    expect(await screen.findByText(MFA_TEXT.expired)).toBeInTheDocument();
    await waitFor(() => expect(state.challenges).toBe(2));

    await enterCode(GOOD_CODE);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(state.verifications.at(-1)).toBe(`challenge-2:${GOOD_CODE}`);
  });

  it.each([
    {
      refusal: {
        status: 422,
        code: 'mfa_verification_failed',
        msg: 'Invalid TOTP code entered: this code was already used',
      },
      says: MFA_TEXT.usedCode,
    },
    {
      refusal: { status: 429, code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
      says: MFA_TEXT.tooManyAttempts,
    },
  ])('says "$says" when the server refuses the code with $refusal.code', async ({ refusal, says }) => {
    const { state } = signedInWithPasswordOnly();
    state.nextVerifyRefusal = refusal;
    await enterCode(GOOD_CODE);
    expect(await screen.findByText(says)).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it('asks for six digits before sending anything', async () => {
    const { state } = signedInWithPasswordOnly();
    await enterCode('12a');
    expect(await screen.findByText(MFA_TEXT.codeFormat)).toBeInTheDocument();
    expect(state.verifications).toEqual([]);
  });

  it('lets the member sign out and use a different account', async () => {
    const { state } = signedInWithPasswordOnly();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use a different account' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(state.logouts).toEqual(['local']);
  });
});
