import type { Queryable } from '../db/db.js';

/**
 * What is read of an organization, kept in memory and used again while the organization's data version in the
 * database is unchanged: every write to the tables behind it bumps the version (statement triggers, migrations
 * 20261125000100 and 20261125000600), so a copy is never used after a change, whichever replica made it. At most
 * `maxOrganizations` are kept; beyond that the least recently used is dropped. Concurrent reads of the same
 * version share one load; a load that fails is not kept. Runs in the caller's transaction.
 */
export function createOrganizationVersionCache<T>(maxOrganizations: number) {
  const entries = new Map<string, { version: string; value: Promise<T> }>();

  return async function cached(tx: Queryable, organizationId: string, load: () => Promise<T>): Promise<T> {
    const { rows } = await tx.query<{ version: string }>(
      'select aide_private.reconciliation_version($1)::text as version',
      [organizationId],
    );
    const version = rows[0]?.version ?? '0';
    const hit = entries.get(organizationId);
    entries.delete(organizationId); // re-inserted below: most recently used last
    if (hit?.version === version) {
      entries.set(organizationId, hit);
      return hit.value;
    }
    const value = load();
    entries.set(organizationId, { version, value });
    value.catch(() => {
      if (entries.get(organizationId)?.value === value) entries.delete(organizationId);
    });
    if (entries.size > maxOrganizations) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
