import type { Queryable } from '../../db/db.js';
import { createOrganizationVersionCache } from '../../workspace/organization-version-cache.js';
import { loadReconciliation, type LoadFilter, type LoadedReconciliation } from './load-reconciliation.js';

/** Organizations whose last full read is kept; beyond this the least recently used is dropped. */
const MAX_ORGANIZATIONS = 16;

/**
 * The full read of an organization's reconciliation (every approved order, its documents and lines), kept per
 * data version (createOrganizationVersionCache); searches and single orders are read directly.
 */
export function createReconciliationCache() {
  const cached = createOrganizationVersionCache<LoadedReconciliation>(MAX_ORGANIZATIONS);
  return (tx: Queryable, organizationId: string, filter: LoadFilter): Promise<LoadedReconciliation> =>
    filter.search || filter.purchaseOrderId
      ? loadReconciliation(tx, organizationId, filter)
      : cached(tx, organizationId, () => loadReconciliation(tx, organizationId, filter));
}

export type ReconciliationLoader = ReturnType<typeof createReconciliationCache>;
