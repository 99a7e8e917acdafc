import type { Session } from '@supabase/supabase-js';

export type AssuranceLevel = 'aal1' | 'aal2';

/** SPEC §4 assurance levels: where the session is, and where it can go (aal2 once a verified factor exists). */
export interface Assurance {
  currentLevel: AssuranceLevel | null;
  nextLevel: AssuranceLevel | null;
}

function accessTokenLevel(accessToken: string): AssuranceLevel | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { aal } = JSON.parse(json) as { aal?: unknown };
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * What `supabase.auth.mfa.getAuthenticatorAssuranceLevel()` answers for this session (the token's `aal`
 * claim; aal2 next when the user has a verified factor), computed from the session itself: the auth state
 * callback runs under auth-js's lock, where calling back into the client would wait for itself.
 */
export function assuranceOfSession(session: Session): Assurance {
  const currentLevel = accessTokenLevel(session.access_token);
  const hasVerifiedFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return { currentLevel, nextLevel: hasVerifiedFactor ? 'aal2' : currentLevel };
}

/** A member with a verified factor whose session has not passed the second step yet. */
export function needsMfaChallenge(assurance: Assurance | null): boolean {
  return assurance?.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2';
}
