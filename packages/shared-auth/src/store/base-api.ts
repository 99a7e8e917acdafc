import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';
import { getSupabase } from '../supabase/client';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  async prepareHeaders(headers) {
    const { data } = await getSupabase().auth.getSession();
    if (data.session) headers.set('authorization', `Bearer ${data.session.access_token}`);
    return headers;
  },
});

/**
 * Calls the Aide API at the run-time configured base URL with the user's bearer token. A 401 to a request
 * that carried a session means the server no longer accepts it (the member was removed from the team, signed
 * out everywhere, changed their password elsewhere): the session is dropped from this browser, so the route
 * guard sends the member to sign in instead of showing a workspace that cannot load.
 */
const aideApiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: `${base}${request.url}` }, api, extra);
  if (result.error?.status === 401 && result.meta?.request.headers.has('authorization')) {
    // Local scope: the server has already ended this session; nothing else of the member's is touched.
    await getSupabase().auth.signOut({ scope: 'local' });
  }
  // An operator suspended the organization: the membership is read again, and the shell shows why.
  if (
    result.error?.status === 403 &&
    (result.error.data as { error?: unknown } | undefined)?.error === 'organization_suspended'
  ) {
    api.dispatch(baseApi.util.invalidateTags(['Organization']));
  }
  return result;
};

/**
 * The one RTK Query api of the page. Features add endpoints with `baseApi.injectEndpoints` from their own
 * `api/` folder; the shell and remotes share this instance (and its cache) through module federation.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: aideApiBaseQuery,
  tagTypes: ['Organization', 'OnboardingStatus'],
  endpoints: () => ({}),
});
