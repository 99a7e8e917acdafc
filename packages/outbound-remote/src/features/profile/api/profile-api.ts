import { getSupabase } from '@aide/shared-auth';
import { outboundApi } from '../../../api/outbound-api';
import { rowUpdateResult } from '../../../api/supabase-result';

export interface MemberNames {
  memberId: string;
  first_name: string;
  last_name: string;
}

/** Writes the member's own names through supabase (row-level security allows only their own row). */
export const profileApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    updateMemberNames: build.mutation<null, MemberNames>({
      queryFn: ({ memberId, first_name, last_name }) =>
        rowUpdateResult(
          getSupabase()
            .from('aide_members')
            .update({ first_name, last_name })
            .eq('id', memberId)
            .select('id'),
          'You are not allowed to change this profile.',
        ),
      // The membership (names in the user menu) and the Profile setup step both change.
      invalidatesTags: (_result, error) => (error ? [] : ['Organization', 'OnboardingStatus']),
    }),
  }),
});

export const { useUpdateMemberNamesMutation } = profileApi;
