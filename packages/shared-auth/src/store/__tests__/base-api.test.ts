import { http, HttpResponse } from 'msw';
import { setRuntimeConfig } from '../../config/runtime-config';
import { initSupabase } from '../../supabase/client';
import { apiError } from '../../testing/fake-api';
import { setupFakeNetwork } from '../../testing/fake-network';
import { storeFakeSession } from '../../testing/fake-supabase';
import { TEST_RUNTIME_CONFIG } from '../../testing/render-with-providers';
import { baseApi } from '../base-api';
import { makeStore } from '../store';

const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };
const API = TEST_RUNTIME_CONFIG.apiBaseUrl;
const sessionKey = `sb-${new URL(TEST_RUNTIME_CONFIG.supabaseUrl).hostname.split('.')[0]}-auth-token`;

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, string>({ query: (path) => path }) }),
});

setupFakeNetwork(
  http.get(`${API}/ended`, () =>
    HttpResponse.json(
      {
        error: 'invalid_token',
        message: 'This session has ended (signed out, or the password was changed). Sign in again.',
      },
      { status: 401 },
    ),
  ),
  http.get(`${API}/forbidden`, () =>
    apiError(403, 'forbidden', 'This feature is part of the outbound plan.'),
  ),
);

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  initSupabase(TEST_RUNTIME_CONFIG, { autoRefreshToken: false });
  storeFakeSession(SAM);
});

it('drops the session from this browser when the API no longer accepts it (removed, signed out elsewhere)', async () => {
  const store = makeStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate('/ended'));
  expect(result.error).toMatchObject({ status: 401 });
  expect(localStorage.getItem(sessionKey)).toBeNull();
});

it('keeps the session on other refusals', async () => {
  const store = makeStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate('/forbidden'));
  expect(result.error).toMatchObject({ status: 403 });
  expect(localStorage.getItem(sessionKey)).not.toBeNull();
});
