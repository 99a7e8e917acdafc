import { baseApi } from '../store/base-api';
import { getSupabase } from '../supabase/client';
import { fetchMembership, type Membership } from './fetch-membership';

/** The signed-in member and organization, cached in the shared store for the shell and both remotes. */
export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyMembership: build.query<Membership | null, string>({
      async queryFn(userId) {
        try {
          return { data: await fetchMembership(getSupabase(), userId) };
        } catch (error) {
          return { error: { status: 'CUSTOM_ERROR', error: (error as Error).message } };
        }
      },
      providesTags: ['Organization'],
    }),
  }),
});

export const { useGetMyMembershipQuery } = membershipApi;
