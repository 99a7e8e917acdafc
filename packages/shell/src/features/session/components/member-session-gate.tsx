import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  fetchMembership,
  getSupabase,
  isPlatformOperatorToken,
  membershipApi,
  readStoredPlan,
  selectAuthStatus,
  trackError,
  useAppDispatch,
  useAppSelector,
} from '@aide/shared-auth';
import { App } from '@aide/ui-kit';
import { preloadRemoteApp } from '../../remotes';
import { completeMemberSignIn } from '../api/complete-member-sign-in';
import { handOverProviderToken, providerTokenApi } from '../api/provider-token';
import { signedInByConfirmingSignUp } from '../api/signed-in-by-confirming-sign-up';
import { ROUTES } from '../../../lib/route-paths';

/** Paths where a freshly signed-in member should be sent on to their plan's home. */
const ENTRY_PATHS = ['/login', '/'];

/**
 * Runs the membership check once per new session, whichever way it started (password, OAuth redirect,
 * confirmation link), before the member uses the app. Sessions that already have a stored plan passed it.
 */
export function MemberSessionGate() {
  const status = useAppSelector(selectAuthStatus);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // Read when the check ends: by then the member may have gone on from the entry page (the workspace shows as
  // soon as the membership is in the store), and must not be sent back to the plan's home.
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  const running = useRef(false);
  const [storeProviderToken] = providerTokenApi.useStoreProviderTokenMutation();

  useEffect(() => {
    if (status !== 'signedIn' || readStoredPlan() || running.current) return;
    running.current = true;
    const supabase = getSupabase();
    void (async () => {
      // The member row is read while the auth server confirms the user: one round trip instead of two.
      const { session } = (await supabase.auth.getSession()).data;
      const membership = session ? fetchMembership(supabase, session.user.id) : undefined;
      membership?.catch(() => undefined);
      const { data } = await supabase.auth.getUser();
      const outcome = data.user
        ? await completeMemberSignIn(
            supabase,
            data.user,
            data.user.id === session?.user.id ? membership : undefined,
            Boolean(session && isPlatformOperatorToken(session.access_token)),
          )
        : ({
            ok: false,
            title: 'Authorization Error',
            description: 'Failed to verify email authorization. Please try again.',
          } as const);
      running.current = false;
      if (!outcome.ok) {
        notification.error({ message: outcome.title, description: outcome.description });
        trackError(outcome.title, { source: 'membership', description: outcome.description });
        void navigate('/login', { replace: true });
        return;
      }
      // The plan's remote is fetched while the rest of the sign-in and the route's checks run.
      if (outcome.membership) preloadRemoteApp(outcome.membership.organization.plan);
      // The route guard and the workspace read the membership next: they get this one, not a second request.
      if (data.user)
        void dispatch(
          membershipApi.util.upsertQueryData('getMyMembership', data.user.id, outcome.membership),
        );
      await handOverProviderToken(supabase, storeProviderToken);
      // Confirming a sign-up cleared the password typed before the email was proven (the database does it):
      // the member chooses the password they will sign in with now.
      if (await signedInByConfirmingSignUp(supabase)) {
        void navigate(`${ROUTES.resetPassword}?welcome=1`, { replace: true });
        return;
      }
      if (ENTRY_PATHS.includes(currentPath.current)) void navigate(outcome.home, { replace: true });
    })();
  }, [status, navigate, dispatch, notification, storeProviderToken]);

  return null;
}
