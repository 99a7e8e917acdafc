import type { Queryable } from '../db/db.js';

export interface OrganizationVersionCacheOptions<T> {
  /** Organizations kept at most; beyond this the least recently used is dropped. */
  maxOrganizations: number;
  /**
   * The SQL function giving the version that covers what is kept, for a member's organization (else 0):
   * `reconciliation_version` moves with every write of the organization, `names_version` with its names only.
   */
  versionFunction?: 'reconciliation_version' | 'names_version';
  /** What a kept value weighs (e.g. names read) and how much may be kept in all: large ones crowd small ones out. */
  weight?: { of: (value: T) => number; max: number };
}

/**
 * What is read of an organization, kept in memory and used again while the organization's version in the
 * database is unchanged: every write to the tables behind it bumps the version (statement triggers), so a copy
 * is never used after a change, whichever replica made it. The least recently used organizations are dropped
 * beyond the limits. Concurrent reads of the same version share one load; a load that fails is not kept. Runs
 * in the caller's transaction.
 */
export function createOrganizationVersionCache<T>({
  maxOrganizations,
  versionFunction = 'reconciliation_version',
  weight,
}: OrganizationVersionCacheOptions<T>) {
  const entries = new Map<string, { version: string; value: Promise<T>; weight: number }>();
  let total = 0;

  const drop = (organizationId: string) => {
    total -= entries.get(organizationId)?.weight ?? 0;
    entries.delete(organizationId);
  };
  const overLimits = () => entries.size > maxOrganizations || (weight !== undefined && total > weight.max);
  // The newest stays even when it alone is over the limits: it is what is being used.
  const trim = () => {
    while (overLimits() && entries.size > 1) drop(entries.keys().next().value as string);
  };

  return async function cached(tx: Queryable, organizationId: string, load: () => Promise<T>): Promise<T> {
    const { rows } = await tx.query<{ version: string }>(
      `select aide_private.${versionFunction}($1)::text as version`,
      [organizationId],
    );
    const version = rows[0]?.version ?? '0';
    const hit = entries.get(organizationId);
    if (hit?.version === version) {
      entries.delete(organizationId); // re-inserted: most recently used last
      entries.set(organizationId, hit);
      return hit.value;
    }
    drop(organizationId);
    const value = load();
    const entry = { version, value, weight: 0 };
    entries.set(organizationId, entry);
    value.then(
      (loaded) => {
        if (entries.get(organizationId) !== entry || !weight) return;
        entry.weight = weight.of(loaded);
        total += entry.weight;
        trim();
      },
      () => {
        if (entries.get(organizationId) === entry) drop(organizationId);
      },
    );
    trim();
    return value;
  };
}
