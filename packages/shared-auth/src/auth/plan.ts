export type Plan = 'inbound' | 'outbound';

/** localStorage key of the signed-in member's plan (SPEC §3 "Locally stored"). */
export const PLAN_STORAGE_KEY = 'userPlan';

/** The organizations table stores any string; only "inbound" is special, everything else is outbound. */
export function toPlan(value: string | null | undefined): Plan {
  return value === 'inbound' ? 'inbound' : 'outbound';
}

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
