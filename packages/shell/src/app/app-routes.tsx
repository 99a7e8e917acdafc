import { lazy, Suspense } from 'react';
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
import { accountRoutes } from './account-routes';
import { INBOUND_PATHS, OUTBOUND_PATHS, ROUTES } from '../lib/route-paths';

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

// Each plan's remote and the paths it serves.
const REMOTE_ROUTES = [
  { remote: 'outbound', paths: OUTBOUND_PATHS },
  { remote: 'inbound', paths: INBOUND_PATHS },
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
        {REMOTE_ROUTES.map(({ remote, paths }) => (
          <Route
            key={remote}
            element={
              <RouteGuard requiredPlan={remote}>
                <RemoteApp remote={remote} />
              </RouteGuard>
            }
          >
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
