export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
  type RemoteName,
  type PlanRemoteName,
} from './config/runtime-config';
export type { RemoteAppModule } from './remotes/remote-app-module';
export { initSupabase, getSupabase } from './supabase/client';
export { PLAN_STORAGE_KEY, toPlan, readStoredPlan, storePlan, clearStoredPlan, type Plan } from './auth/plan';
export {
  GUARD_PATHS,
  decideGuard,
  decideAssurance,
  decideRootRedirect,
  homeForPlan,
  type GuardDecision,
  type GuardInput,
  type AssuranceDecision,
  type AssuranceInput,
} from './auth/guard';
export { assuranceOfSession, needsMfaChallenge, type Assurance, type AssuranceLevel } from './auth/assurance';
export { isValidSession } from './auth/session';
export { isPlatformOperatorToken, PLATFORM_PATH } from './auth/platform-operator';
export {
  authSlice,
  sessionResolved,
  sessionCheckFailed,
  selectAuthStatus,
  selectUser,
  selectAssurance,
  selectAuthError,
  type AuthState,
  type AuthUser,
} from './auth/auth-slice';
export { AuthListener } from './auth/auth-listener';
export { RouteGuard, type RouteGuardProps } from './auth/route-guard';
export { SignOutButton } from './auth/sign-out-button';
export { useSignOut } from './auth/use-sign-out';
export { ACCOUNT_PATHS } from './account/account-paths';
export { AccountMenu, type AccountMenuProps } from './account/account-menu';
export { baseApi } from './store/base-api';
export { describeError, isNetworkError } from './store/describe-error';
export {
  LoadErrorAlert,
  QueryLoadErrorAlert,
  type LoadErrorAlertProps,
  type QueryLoadErrorAlertProps,
} from './store/load-error-alert';
export { useLiveTable, type UseLiveTableOptions } from './realtime/use-live-table';
export type { LiveTable } from './realtime/follow-table';
export {
  rootReducer,
  makeStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type LazyLoadedSlices,
  type RootState,
  type AppStore,
  type AppDispatch,
} from './store/store';
export { fetchMembership, type Membership } from './organization/fetch-membership';
export { membershipApi, useGetMyMembershipQuery } from './organization/membership-api';
export { useCurrentMembership } from './organization/use-current-membership';
export { OrganizationName } from './organization/organization-name';
export { memberDisplayName, memberInitials } from '@aide/rules';
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
export { StandaloneRoot, type StandaloneRootProps } from './standalone/standalone-root';
export { startStandaloneRemote } from './standalone/start-standalone-remote';
export {
  initAnalytics,
  identifyMember,
  trackEvent,
  trackError,
  resetAnalytics,
  LOCAL_ANALYTICS_TOKEN,
  type AnalyticsEventName,
  type AnalyticsMember,
  type AnalyticsProperties,
  type LoginMethod,
} from './analytics/analytics';
