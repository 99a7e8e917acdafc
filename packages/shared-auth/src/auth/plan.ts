import type { Plan } from '@aide/rules';

// The plan type and its reading (toPlan) are @aide/rules', shared with the API.
export { toPlan, type Plan } from '@aide/rules';

/** localStorage key of the signed-in member's plan (SPEC §3 "Locally stored"). */
export const PLAN_STORAGE_KEY = 'userPlan';

export function readStoredPlan(): Plan | null {
  const value = globalThis.localStorage?.getItem(PLAN_STORAGE_KEY);
  return value === 'inbound' || value === 'outbound' ? value : null;
}

export function storePlan(plan: Plan): void {
  globalThis.localStorage?.setItem(PLAN_STORAGE_KEY, plan);
}

export function clearStoredPlan(): void {
  globalThis.localStorage?.removeItem(PLAN_STORAGE_KEY);
}
