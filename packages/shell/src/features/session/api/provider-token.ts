import type { SupabaseClient } from '@supabase/supabase-js';
import { baseApi } from '@aide/shared-auth';
import { takeOAuthProvider, type OAuthProvider } from '../../../lib/pending-provider';

export type { OAuthProvider };

export const providerTokenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeProviderToken: build.mutation<void, { provider: OAuthProvider; provider_token: string }>({
      query: (body) => ({ url: '/api/ai-employee/provider-token', method: 'POST', body }),
    }),
  }),
});

/**
 * SPEC §4: a provider token from a Google/Microsoft sign-in goes to the AI employee. The API stores it
 * encrypted; the browser keeps no copy beyond supabase-js's own session.
 */
export async function handOverProviderToken(
  supabase: SupabaseClient,
  store: (body: { provider: OAuthProvider; provider_token: string }) => { unwrap(): Promise<void> },
): Promise<void> {
  const provider = takeOAuthProvider();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.provider_token;
  if (!provider || !token) return;
  // The member is signed in either way; a failed hand-over only means the mailbox must be connected later.
  await store({ provider, provider_token: token })
    .unwrap()
    .catch((error: unknown) =>
      console.error('Could not store the provider token for the AI employee', error),
    );
}
