import type { Queryable } from '../../../db/db.js';
import { createOrganizationVersionCache } from '../../../workspace/organization-version-cache.js';
import type { QueryPlan } from './query-plan.js';
import { planSql } from './plan-sql.js';
import { runPlan } from './run-plan.js';

type PlanRun = ReturnType<typeof runPlan>;

/** Organizations whose plan results are kept; beyond this the least recently used is dropped. */
const MAX_ORGANIZATIONS = 64;
/** Distinct plans kept per organization and data version; beyond this the oldest is dropped. */
const MAX_PLANS = 200;

/**
 * Ask AI's figures, kept per organization and data version (createOrganizationVersionCache): the same question
 * asked again, by anyone in the organization, reads its answer instead of a large organization's sales lines
 * again (a second or two over two million lines). Keyed by the plan's SQL and values, so "last month" asked on
 * another day is another plan. One per API instance (chat-routes), since the versions are those of its database.
 */
export function createPlanResultCache() {
  const cached = createOrganizationVersionCache<Map<string, PlanRun>>({
    maxOrganizations: MAX_ORGANIZATIONS,
  });
  return async (tx: Queryable, organizationId: string, plan: QueryPlan): PlanRun => {
    const plans = await cached(tx, organizationId, () => Promise.resolve(new Map<string, PlanRun>()));
    const key = JSON.stringify(planSql(plan, organizationId));
    const known = plans.get(key);
    if (known) return known;
    const run = runPlan(tx, organizationId, plan);
    plans.set(key, run);
    run.catch(() => plans.delete(key));
    if (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value as string);
    return run;
  };
}

export type PlanResultCache = ReturnType<typeof createPlanResultCache>;
