import { useEffect, useRef } from 'react';
import {
  getSupabase,
  identifyMember,
  resetAnalytics,
  selectAuthStatus,
  selectUser,
  trackEvent,
  useAppSelector,
  useCurrentMembership,
  type LoginMethod,
} from '@aide/shared-auth';

/** Id of the member whose `login` was already sent, so a page reload within one sign-in is not a login. */
export const LOGGED_IN_MEMBER_KEY = 'aide.analytics.loggedInMember';

function readLoggedInMember(): string | null {
  try {
    return localStorage.getItem(LOGGED_IN_MEMBER_KEY);
  } catch {
    return null;
  }
}

function writeLoggedInMember(id: string | null): void {
  try {
    if (id) localStorage.setItem(LOGGED_IN_MEMBER_KEY, id);
    else localStorage.removeItem(LOGGED_IN_MEMBER_KEY);
  } catch {
    // Storage unavailable: at worst a reload counts as another login.
  }
}

/** The auth provider of the current session, as the `login` event's method. */
async function currentLoginMethod(): Promise<LoginMethod> {
  try {
    const { data } = await getSupabase().auth.getSession();
    const provider = data.session?.user.app_metadata?.provider;
    return provider === 'google' || provider === 'azure' ? provider : 'password';
  } catch {
    return 'password';
  }
}

/**
 * Identifies the member once their member session is complete (signed in and member row read), sends one
 * `login` event per sign-in, and forgets the member on sign-out. Renders nothing.
 */
export function AnalyticsTracker() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const { data: membership } = useCurrentMembership();
  const identified = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !membership || identified.current === user.id) return;
    identified.current = user.id;
    identifyMember({
      id: user.id,
      email: membership.email || user.email,
      organizationId: membership.organization.id,
      organization_name: membership.organization.name,
      plan: membership.organization.plan,
      first_name: membership.firstName,
      last_name: membership.lastName,
    });
    if (readLoggedInMember() === user.id) return;
    writeLoggedInMember(user.id);
    void currentLoginMethod().then((method) => trackEvent('login', { method, email: user.email }));
  }, [user, membership]);

  useEffect(() => {
    if (status !== 'signedOut' || (!identified.current && !readLoggedInMember())) return;
    identified.current = null;
    writeLoggedInMember(null);
    resetAnalytics();
  }, [status]);

  return null;
}
