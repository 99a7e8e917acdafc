import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  homeForPlan,
  membershipApi,
  readStoredPlan,
  selectUser,
  storePlan,
  useAppSelector,
  useGetMyMembershipQuery,
} from '@aide/shared-auth';
import { SuspendedPage } from './suspended-page';

/** How often an open workspace reads the membership again while nothing else happens. */
export const MEMBERSHIP_REFRESH_MS = 10_000;

export interface WorkspaceGateProps {
  children: ReactNode;
}

/**
 * Around a plan's remote: the stored plan and the organization's status are refreshed, not trusted. The
 * membership is read again on every navigation, when the tab comes back into view, every
 * MEMBERSHIP_REFRESH_MS and whenever the API answers organization_suspended (shared-auth's baseApi): a
 * suspended organization's members see the suspended page instead of the workspace (a tab already open too),
 * and a member whose organization moved to the other plan lands in that plan's workspace.
 */
export function WorkspaceGate({ children }: WorkspaceGateProps) {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const userId = user?.id ?? '';
  // A read that failed (a session the server ended: the API's 401 signs the member out next) is not asked
  // again from here: a new subscription would refetch it, and the route guard waits while it does.
  const failed = membershipApi.endpoints.getMyMembership.useQueryState(userId, { skip: !user }).isError;
  const membership = useGetMyMembershipQuery(userId, {
    skip: !user || failed,
    pollingInterval: MEMBERSHIP_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const { refetch, isUninitialized } = membership;
  const organization = membership.data?.organization;

  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname || isUninitialized) return;
    seen.current = pathname;
    void refetch();
  }, [pathname, refetch, isUninitialized]);

  useEffect(() => {
    if (isUninitialized) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch, isUninitialized]);

  const plan = organization?.plan;
  useEffect(() => {
    if (!plan || plan === readStoredPlan()) return;
    storePlan(plan);
    void navigate(homeForPlan(plan), { replace: true });
  }, [plan, navigate]);

  if (organization?.status === 'suspended') return <SuspendedPage organizationName={organization.name} />;
  return <>{children}</>;
}
