import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { ACCOUNT_PATHS, RouteGuard } from '@aide/shared-auth';
import { FullPageSpinner } from '@aide/ui-kit';

// Fetched when an account page is opened: the workspace and /login do not carry them.
const AccountLayout = lazy(() =>
  import('../features/account/components/account-layout').then((module) => ({
    default: module.AccountLayout,
  })),
);
const TeamPage = lazy(() =>
  import('../features/team/components/team-page').then((module) => ({ default: module.TeamPage })),
);
const UsagePage = lazy(() =>
  import('../features/usage/components/usage-page').then((module) => ({ default: module.UsagePage })),
);
const SecurityPage = lazy(() =>
  import('../features/account-security/components/security-page').then((module) => ({
    default: module.SecurityPage,
  })),
);

/**
 * The account area, the same on both plans (no remote): pages under AccountLayout. The layout's guard asks
 * for a session (no plan) and for the second sign-in step of a member who has an authenticator; it lets a
 * member whose organization requires MFA reach Security to set one up. A page that such a member may see only
 * afterwards has its own guard, e.g.
 *   <Route path={ACCOUNT_PATHS.team} element={<RouteGuard><TeamPage /></RouteGuard>} />
 */
export const accountRoutes = (
  <Route
    element={
      <RouteGuard allowMfaSetup>
        <Suspense fallback={<FullPageSpinner message="Loading your account..." />}>
          <AccountLayout />
        </Suspense>
      </RouteGuard>
    }
  >
    <Route path={ACCOUNT_PATHS.security} element={<SecurityPage />} />
    <Route
      path={ACCOUNT_PATHS.team}
      element={
        <RouteGuard>
          <TeamPage />
        </RouteGuard>
      }
    />
    <Route
      path={ACCOUNT_PATHS.usage}
      element={
        <RouteGuard>
          <UsagePage />
        </RouteGuard>
      }
    />
  </Route>
);
