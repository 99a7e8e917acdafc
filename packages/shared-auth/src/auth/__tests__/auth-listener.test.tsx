import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authUrl,
  fakeSessionBody,
  fakeTotpFactor,
  renderWithProviders,
  SAM,
  setupFakeNetwork,
  storeFakeSession,
} from '../../testing';
import { getSupabase } from '../../supabase/client';
import { selectAssurance, selectAuthStatus, selectUser } from '../auth-slice';
import { readStoredPlan, storePlan } from '../plan';

const server = setupFakeNetwork();

describe('AuthListener (session events into the store)', () => {
  it('reports a stored session as signed in (INITIAL_SESSION)', async () => {
    storeFakeSession(SAM);
    const { store } = renderWithProviders(<p>app</p>);
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
    expect(selectUser(store.getState())).toEqual(SAM);
  });

  it('reports no session as signed out', async () => {
    const { store } = renderWithProviders(<p>app</p>);
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
  });

  it.each([401, 403, 404])(
    'signs out locally and forgets the plan even when the server answers %i (SIGNED_OUT)',
    async (status) => {
      server.use(http.post(authUrl('logout'), () => HttpResponse.json({ msg: 'gone' }, { status })));
      storeFakeSession(SAM);
      storePlan('outbound');
      const { store } = renderWithProviders(<p>app</p>);
      await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
      await act(async () => {
        await getSupabase().auth.signOut();
      });
      await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
      expect(readStoredPlan()).toBeNull();
      expect(Object.keys(localStorage).filter((key) => key.startsWith('sb-'))).toEqual([]);
    },
  );

  it("keeps the session's assurance levels: aal1 with a verified factor means a code is still due", async () => {
    storeFakeSession(SAM, { aal: 'aal1', factors: [fakeTotpFactor('f1')] });
    const { store } = renderWithProviders(<p>app</p>);
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
    expect(selectAssurance(store.getState())).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // The same answer as supabase-js's own getAuthenticatorAssuranceLevel for this session.
    const { data } = await getSupabase().auth.mfa.getAuthenticatorAssuranceLevel();
    expect({ currentLevel: data?.currentLevel, nextLevel: data?.nextLevel }).toEqual(
      selectAssurance(store.getState()),
    );
  });

  it('raises the assurance to aal2 when a code is verified (MFA_CHALLENGE_VERIFIED)', async () => {
    const factor = fakeTotpFactor('f1');
    server.use(
      http.post(authUrl('factors/f1/verify'), () =>
        HttpResponse.json(fakeSessionBody(SAM, { aal: 'aal2', factors: [factor] })),
      ),
    );
    storeFakeSession(SAM, { aal: 'aal1', factors: [factor] });
    const { store } = renderWithProviders(<p>app</p>);
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
    await act(async () => {
      await getSupabase().auth.mfa.verify({ factorId: 'f1', challengeId: 'c1', code: '123456' });
    });
    await waitFor(() =>
      expect(selectAssurance(store.getState())).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' }),
    );
  });

  it('has no assurance without a session', async () => {
    const { store } = renderWithProviders(<p>app</p>);
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    expect(selectAssurance(store.getState())).toBeNull();
  });
});
