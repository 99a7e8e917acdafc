import { getSupabase } from '@aide/shared-auth';
import { outboundApi } from '../../../api/outbound-api';
import { rowUpdateResult } from '../../../api/supabase-result';

/** Renames the member's organization through supabase (row-level security lets members rename their own). */
export const organizationApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    renameOrganization: build.mutation<null, { organizationId: string; name: string }>({
      queryFn: ({ organizationId, name }) =>
        rowUpdateResult(
          getSupabase().from('aide_organizations').update({ name }).eq('id', organizationId).select('id'),
          'You are not allowed to rename this organization.',
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['Organization']),
    }),
  }),
});

export const { useRenameOrganizationMutation } = organizationApi;
