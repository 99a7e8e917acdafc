import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Whether this session was earned by the link of a sign-up confirmation email (the newest authentication
 * method of the token is GoTrue's `email/signup`), not by a password, a provider or an invitation.
 */
export async function signedInByConfirmingSignUp(supabase: SupabaseClient): Promise<boolean> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  // supabase-js types an entry as an object or, for some tokens, the bare method name.
  const entries = (data?.currentAuthenticationMethods ?? []).map((entry) =>
    typeof entry === 'string' ? { method: entry, timestamp: 0 } : entry,
  );
  const newest = entries.sort((a, b) => b.timestamp - a.timestamp)[0];
  return newest?.method === 'email/signup';
}
