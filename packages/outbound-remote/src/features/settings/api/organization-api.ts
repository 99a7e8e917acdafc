import { getSupabase } from '@aide/shared-auth';
import { outboundApi } from '../../../api/outbound-api';

/** Renames the member's organization through supabase (row-level security lets members rename their own). */
export const organizationApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    renameOrganization: build.mutation<null, { organizationId: string; name: string }>({
      async queryFn({ organizationId, name }) {
        const { data, error } = await getSupabase()
          .from('aide_organizations')
          .update({ name })
          .eq('id', organizationId)
          .select('id');
        if (error) return { error: { status: 'CUSTOM_ERROR', error: error.message } };
        // Row-level security turns a forbidden update into "0 rows changed", not an error.
        if (!data?.length) {
          return {
            error: { status: 'CUSTOM_ERROR', error: 'You are not allowed to rename this organization.' },
          };
        }
        return { data: null };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Organization']),
    }),
  }),
});

export const { useRenameOrganizationMutation } = organizationApi;
