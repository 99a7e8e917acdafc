import type { Plan } from './plan';

/** The destinations the route guard names (SPEC §2). */
export const GUARD_PATHS = {
  login: '/login',
  inboundHome: '/inbound-module',
  outboundHome: '/dashboard',
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
