import type { Session } from '@supabase/supabase-js';

/** SPEC §4: a session is valid only with an access token, a refresh token and an expiry. */
export function isValidSession(session: Session | null | undefined): session is Session {
  return Boolean(session?.access_token && session.refresh_token && session.expires_at);
}
