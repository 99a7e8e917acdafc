import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '@aide/shared-auth';
import { FullPageSpinner, NotFoundPage } from '@aide/ui-kit';
import { LoginRoute } from '../features/login/components/login-route';
import { RootRedirectPage } from '../features/redirect/components/root-redirect-page';
import { RemoteApp } from '../features/remotes';
import { AnalyticsTracker } from '../features/analytics/components/analytics-tracker';
import { MemberSessionGate } from '../features/session/components/member-session-gate';
import { OAuthResultPage } from '../features/oauth/components/oauth-result-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { OperatorGuard } from '../features/platform-access/components/operator-guard';
import { WorkspaceGate } from '../features/suspension/components/workspace-gate';
import { accountRoutes } from './account-routes';
import { INBOUND_PATHS, OUTBOUND_PATHS, PLATFORM_PATHS, ROUTES } from '../lib/route-paths';

// Only members with an authenticator need the second sign-in step: fetched when it is shown.
const MfaChallengePage = lazy(() =>
  import('../features/mfa/components/mfa-challenge-page').then((module) => ({
    default: module.MfaChallengePage,
  })),
);

// Opened from an invitation email only.
const AcceptInvitationPage = lazy(() =>
  import('../features/invitation/components/accept-invitation-page').then((module) => ({
    default: module.AcceptInvitationPage,
  })),
);

// The pages fetched when they are shown, and what the screen says meanwhile.
const LAZY_PAGES = [
  { path: ROUTES.mfaChallenge, Page: MfaChallengePage, loading: 'Checking authentication...' },
  { path: ROUTES.acceptInvitation, Page: AcceptInvitationPage, loading: 'Checking your invitation...' },
];

/** A plan's workspace: for members of that plan, while their organization is active. */
const planGuard = (plan: 'outbound' | 'inbound') => (app: ReactNode) => (
  <RouteGuard requiredPlan={plan}>
    <WorkspaceGate>{app}</WorkspaceGate>
  </RouteGuard>
);

// Each remote, the paths it serves, and who may open them.
const REMOTE_ROUTES = [
  { remote: 'outbound', paths: OUTBOUND_PATHS, guard: planGuard('outbound') },
  { remote: 'inbound', paths: INBOUND_PATHS, guard: planGuard('inbound') },
  // The platform console: operators with an aal2 session only; anyone else gets the 404 page.
  {
    remote: 'platform',
    paths: PLATFORM_PATHS,
    guard: (app: ReactNode) => <OperatorGuard>{app}</OperatorGuard>,
  },
] as const;

/**
 * Each remote is mounted once under a pathless layout route that spans all of its paths, so moving between
 * its pages keeps it mounted; the remote's own <Routes> decides what each path shows.
 */
export function AppRoutes() {
  return (
    <>
      <MemberSessionGate />
      <AnalyticsTracker />
      <Routes>
        <Route path={ROUTES.root} element={<RootRedirectPage />} />
        <Route path={ROUTES.login} element={<LoginRoute />} />
        {LAZY_PAGES.map(({ path, Page, loading }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<FullPageSpinner message={loading} />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        {accountRoutes}
        <Route path={ROUTES.oauthSuccess} element={<OAuthResultPage outcome="success" />} />
        <Route path={ROUTES.oauthError} element={<OAuthResultPage outcome="error" />} />
        {REMOTE_ROUTES.map(({ remote, paths, guard }) => (
          <Route key={remote} element={guard(<RemoteApp remote={remote} />)}>
            {paths.map((path) => (
              <Route key={path} path={`${path}/*`} />
            ))}
          </Route>
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
