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

/** Calls the Aide API at the run-time configured base URL with the user's bearer token. */
const aideApiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extra,
) => {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const request = typeof args === 'string' ? { url: args } : args;
  return rawBaseQuery({ ...request, url: `${base}${request.url}` }, api, extra);
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
