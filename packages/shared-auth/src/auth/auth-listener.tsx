import { useEffect } from 'react';
import { getSupabase } from '../supabase/client';
import { useAppDispatch } from '../store/store';
import { assuranceOfSession } from './assurance';
import { sessionCheckFailed, sessionResolved } from './auth-slice';
import { clearStoredPlan } from './plan';
import { isPlatformOperatorToken } from './platform-operator';
import { isValidSession } from './session';

/**
 * Mirrors the auth service's session into the store. supabase-js emits INITIAL_SESSION first, then
 * SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, MFA_CHALLENGE_VERIFIED; every one of them carries
 * the current session, so one handler covers them all.
 */
export function AuthListener() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const auth = getSupabase().auth;
    const { data } = auth.onAuthStateChange((event, session) => {
      if (isValidSession(session)) {
        // MFA_CHALLENGE_VERIFIED carries the session raised to aal2: the guard then lets the member in.
        dispatch(
          sessionResolved(
            {
              id: session.user.id,
              email: session.user.email ?? '',
              ...(isPlatformOperatorToken(session.access_token) ? { operator: true } : {}),
            },
            assuranceOfSession(session),
          ),
        );
        return;
      }
      if (event === 'SIGNED_OUT') clearStoredPlan();
      dispatch(sessionResolved(null));
    });
    // A storage or network failure while recovering the session must not leave the guard spinning.
    auth.getSession().then(
      ({ error }) => error && dispatch(sessionCheckFailed(error.message)),
      (error: Error) => dispatch(sessionCheckFailed(error.message)),
    );
    return () => data.subscription.unsubscribe();
  }, [dispatch]);
  return null;
}
