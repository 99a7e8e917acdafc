/**
 * `@aide/shared-auth/login`: the few pieces the login route needs before the app, bundled into the shell's
 * login chunk rather than loaded through the federated shared-auth module (which carries supabase-js,
 * Redux and antd). Nothing here keeps state the app relies on: config is handed over explicitly and
 * analytics events wait on `globalThis`.
 */
export { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
export {
  createLoginAuthClient,
  retireLoginAuthClient,
  hasStoredSession,
  isAuthCallback,
  type LoginAuth,
} from './login-auth-client';
export { queuePendingEvent } from '../analytics/pending-events';
export { storePlan, toPlan, type Plan } from '../auth/plan';
export { MEMBER_SELECT, toMembership, type MemberRow, type Membership } from '../organization/membership-row';
export type { AnalyticsEventName, AnalyticsProperties } from '../analytics/analytics';
