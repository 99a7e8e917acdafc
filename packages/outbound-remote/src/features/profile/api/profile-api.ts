import { getSupabase } from '@aide/shared-auth';
import { outboundApi } from '../../../api/outbound-api';

export interface MemberNames {
  memberId: string;
  first_name: string;
  last_name: string;
}

/** Writes the member's own names through supabase (row-level security allows only their own row). */
export const profileApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    updateMemberNames: build.mutation<null, MemberNames>({
      async queryFn({ memberId, first_name, last_name }) {
        const { data, error } = await getSupabase()
          .from('aide_members')
          .update({ first_name, last_name })
          .eq('id', memberId)
          .select('id');
        if (error) return { error: { status: 'CUSTOM_ERROR', error: error.message } };
        // Row-level security turns a forbidden update into "0 rows changed", not an error.
        if (!data?.length) {
          return {
            error: { status: 'CUSTOM_ERROR', error: 'You are not allowed to change this profile.' },
          };
        }
        return { data: null };
      },
      // The membership (names in the user menu) and the Profile setup step both change.
      invalidatesTags: (_result, error) => (error ? [] : ['Organization', 'OnboardingStatus']),
    }),
  }),
});

export const { useUpdateMemberNamesMutation } = profileApi;
