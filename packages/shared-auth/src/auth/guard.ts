import { ACCOUNT_PATHS } from '../account/account-paths';
import { needsMfaChallenge, type Assurance } from './assurance';
import type { Plan } from './plan';

/** The destinations the route guard names (SPEC §2). */
export const GUARD_PATHS = {
  login: '/login',
  inboundHome: '/inbound-module',
  outboundHome: '/dashboard',
  /** The second sign-in step: the 6-digit code of the member's authenticator. */
  mfaChallenge: '/login/mfa',
  /** Where a member sets up an authenticator (their organization may require one). */
  mfaSetup: ACCOUNT_PATHS.security,
} as const;

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export interface GuardInput {
  hasSession: boolean;
  requiredPlan?: Plan | null;
  storedPlan: Plan | null;
  checkFailed?: boolean;
}

export function homeForPlan(plan: Plan | null): string {
  return plan === 'inbound' ? GUARD_PATHS.inboundHome : GUARD_PATHS.outboundHome;
}

/**
 * SPEC §4: no session (or a failed check) goes to /login; a stored plan that differs from the route's
 * required plan goes to that plan's home; no stored plan yet or no required plan allows.
 */
export function decideGuard({
  hasSession,
  requiredPlan,
  storedPlan,
  checkFailed,
}: GuardInput): GuardDecision {
  if (checkFailed || !hasSession) return { type: 'redirect', to: GUARD_PATHS.login };
  if (!requiredPlan || !storedPlan || storedPlan === requiredPlan) return { type: 'allow' };
  return { type: 'redirect', to: homeForPlan(storedPlan) };
}

/** Where the "/" redirect page sends the user (SPEC §2). */
export function decideRootRedirect(hasSession: boolean, plan: Plan | null): string {
  return hasSession ? homeForPlan(plan) : GUARD_PATHS.login;
}

export type AssuranceDecision = { type: 'allow' } | { type: 'wait' } | { type: 'redirect'; to: string };

export interface AssuranceInput {
  assurance: Assurance | null;
  /** Whether the member's organization requires two-step verification; undefined while not known yet. */
  organizationRequiresMfa: boolean | undefined;
  /** The route is where a member sets up an authenticator, open to those who still have to. */
  isMfaSetup?: boolean;
}

/**
 * Two-step verification, after decideGuard allowed: an aal2 session passes; a member with a verified factor
 * still at aal1 answers the code first; a member of an organization that requires MFA and has no factor sets
 * one up first (the API refuses their aal1 token anyway). Waits while the organization's rule is unknown.
 */
export function decideAssurance({
  assurance,
  organizationRequiresMfa,
  isMfaSetup,
}: AssuranceInput): AssuranceDecision {
  if (assurance?.currentLevel === 'aal2') return { type: 'allow' };
  if (needsMfaChallenge(assurance)) return { type: 'redirect', to: GUARD_PATHS.mfaChallenge };
  if (isMfaSetup) return { type: 'allow' };
  if (organizationRequiresMfa === undefined) return { type: 'wait' };
  return organizationRequiresMfa ? { type: 'redirect', to: GUARD_PATHS.mfaSetup } : { type: 'allow' };
}
