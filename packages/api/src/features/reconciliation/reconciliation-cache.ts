import type { Queryable } from '../../db/db.js';
import { loadReconciliation, type LoadFilter, type LoadedReconciliation } from './load-reconciliation.js';

/** Organizations whose last full read is kept; beyond this the least recently used is dropped. */
const MAX_ORGANIZATIONS = 16;

/**
 * The full read of an organization's reconciliation (every approved order, its documents and lines), kept in
 * memory and used again while the organization's version in the database is unchanged. Every write to those
 * tables bumps the version (migration 20261125000100), so a copy is never used after a change, whichever
 * replica made it; searches and single orders are read directly.
 */
export function createReconciliationCache() {
  const entries = new Map<string, { version: string; loaded: LoadedReconciliation }>();

  return async function load(
    tx: Queryable,
    organizationId: string,
    filter: LoadFilter,
  ): Promise<LoadedReconciliation> {
    if (filter.search || filter.purchaseOrderId) return loadReconciliation(tx, organizationId, filter);
    const { rows } = await tx.query<{ version: string }>(
      'select aide_private.reconciliation_version($1)::text as version',
      [organizationId],
    );
    const version = rows[0]?.version ?? '0';
    const cached = entries.get(organizationId);
    if (cached?.version === version) {
      entries.delete(organizationId); // re-insert: most recently used last
      entries.set(organizationId, cached);
      return cached.loaded;
    }
    const loaded = await loadReconciliation(tx, organizationId, filter);
    entries.delete(organizationId);
    entries.set(organizationId, { version, loaded });
    if (entries.size > MAX_ORGANIZATIONS) entries.delete(entries.keys().next().value as string);
    return loaded;
  };
}

export type ReconciliationLoader = ReturnType<typeof createReconciliationCache>;
