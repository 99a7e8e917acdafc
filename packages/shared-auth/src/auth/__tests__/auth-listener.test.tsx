import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, storeFakeSession, TEST_RUNTIME_CONFIG, setupFakeNetwork } from '../../testing';
import { getSupabase } from '../../supabase/client';
import { selectAuthStatus, selectUser } from '../auth-slice';
import { readStoredPlan, storePlan } from '../plan';

const AUTH = `${TEST_RUNTIME_CONFIG.supabaseUrl}/auth/v1`;
const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };

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
      server.use(http.post(`${AUTH}/logout`, () => HttpResponse.json({ msg: 'gone' }, { status })));
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
});
