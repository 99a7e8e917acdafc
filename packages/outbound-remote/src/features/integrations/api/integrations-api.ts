import { getSupabase } from '@aide/shared-auth';
import type {
  AiEmployee,
  AuthUrlResponse,
  EmailConnection,
  EmailProvider,
  NewSocialConnection,
  OAuthPurpose,
  SocialConnection,
} from './integration-types';
import { outboundApi } from '../../../api/outbound-api';
import { supabaseError } from '../../../api/supabase-result';

export const integrationsApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getNylasAuthUrl: build.query<AuthUrlResponse, { provider: EmailProvider; purpose: OAuthPurpose }>({
      query: ({ provider, purpose }) => ({ url: '/api/nylas/auth-url', params: { provider, purpose } }),
      // Each popup needs a fresh URL (it may carry a one-time state), so never serve one from the cache.
      keepUnusedDataFor: 0,
    }),
    getEmailConnections: build.query<EmailConnection[], void>({
      query: () => '/api/email_connections',
      transformResponse: (body: { items: EmailConnection[] }) => body.items,
      providesTags: ['EmailConnections'],
    }),
    deleteEmailConnection: build.mutation<void, string>({
      query: (id) => ({ url: `/api/email_connections/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['EmailConnections'],
    }),
    getSocialConnections: build.query<SocialConnection[], void>({
      query: () => '/api/social_connections',
      transformResponse: (body: { items: SocialConnection[] }) => body.items,
      providesTags: ['SocialConnections'],
    }),
    addSocialConnection: build.mutation<unknown, NewSocialConnection>({
      query: (body) => ({ url: '/api/social_connections', method: 'POST', body }),
      invalidatesTags: ['SocialConnections'],
    }),
    deleteSocialConnection: build.mutation<void, string>({
      query: (id) => ({ url: `/api/social_connections/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SocialConnections'],
    }),
    getAiEmployee: build.query<AiEmployee | null, void>({
      query: () => '/api/ai-employee',
      transformResponse: (body: { employee: AiEmployee | null }) => body.employee,
      providesTags: ['AiEmployee'],
    }),
    disconnectAiEmployeeMailbox: build.mutation<void, void>({
      query: () => ({ url: '/api/ai-employee/mailbox', method: 'DELETE' }),
      invalidatesTags: ['AiEmployee', 'OnboardingStatus'],
    }),
    /** aide_transactions_config.has_notetaker of the organization (false when no row exists yet). */
    getNotetaker: build.query<boolean, string>({
      async queryFn(organizationId) {
        const { data, error } = await getSupabase()
          .from('aide_transactions_config')
          .select('has_notetaker')
          .eq('organization_id', organizationId)
          .maybeSingle<{ has_notetaker: boolean | null }>();
        if (error) return supabaseError(error.message);
        return { data: Boolean(data?.has_notetaker) };
      },
      providesTags: ['Notetaker'],
    }),
    setNotetaker: build.mutation<null, { organizationId: string; enabled: boolean }>({
      async queryFn({ organizationId, enabled }) {
        const { error } = await getSupabase()
          .from('aide_transactions_config')
          .upsert(
            { organization_id: organizationId, has_notetaker: enabled },
            { onConflict: 'organization_id' },
          );
        if (error) return supabaseError(error.message);
        return { data: null };
      },
      // The switch flips at once; a failed write puts it back (the page also says why).
      async onQueryStarted({ organizationId, enabled }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          integrationsApi.util.updateQueryData('getNotetaker', organizationId, () => enabled),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The shell's Integrations badge reads has_notetaker from the onboarding status.
      invalidatesTags: (_result, error) => (error ? [] : ['OnboardingStatus']),
    }),
  }),
});

export const {
  useLazyGetNylasAuthUrlQuery,
  useGetNylasAuthUrlQuery,
  useGetEmailConnectionsQuery,
  useDeleteEmailConnectionMutation,
  useGetSocialConnectionsQuery,
  useAddSocialConnectionMutation,
  useDeleteSocialConnectionMutation,
  useGetAiEmployeeQuery,
  useDisconnectAiEmployeeMailboxMutation,
  useGetNotetakerQuery,
  useSetNotetakerMutation,
} = integrationsApi;
