import { Navigate, useLocation } from 'react-router-dom';
import {
  GUARD_PATHS,
  homeForPlan,
  needsMfaChallenge,
  readStoredPlan,
  selectAssurance,
  selectAuthStatus,
  useAppSelector,
} from '@aide/shared-auth';
import { FullPageSpinner } from '@aide/ui-kit';
import { MfaChallengeForm } from './mfa-challenge-form';

/** Where the member was going before the guard asked for the code (a workspace or account page). */
function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(GUARD_PATHS.mfaChallenge)
    ? from
    : homeForPlan(readStoredPlan());
}

/**
 * /login/mfa: the second sign-in step of a member with a verified authenticator (session at aal1, next
 * level aal2). A verified code raises the session to aal2; supabase-js then emits MFA_CHALLENGE_VERIFIED,
 * the session listener records the new level and this page sends the member on to where they were going.
 */
export function MfaChallengePage() {
  const status = useAppSelector(selectAuthStatus);
  const assurance = useAppSelector(selectAssurance);
  const location = useLocation();

  if (status === 'checking') return <FullPageSpinner message="Checking authentication..." />;
  if (status === 'signedOut') return <Navigate to={GUARD_PATHS.login} replace />;
  if (!needsMfaChallenge(assurance)) return <Navigate to={destinationOf(location.state)} replace />;
  return <MfaChallengeForm />;
}
