import type { UserClaims } from '../db/as-user.js';
import type { Db, Queryable } from '../db/db.js';
import { readFromPrimary } from '../db/replicated-db.js';
import {
  toWorkspace,
  withWorkspace,
  withWorkspaceAsApi,
  WORKSPACE_QUERY,
  type Plan,
  type Workspace,
  type WorkspaceRow,
} from './with-workspace.js';

/** How long a read is used again at most, even when nothing it covers changed (what triggers cannot see). */
const TTL_MS = 5_000;
/** Reads kept at once (a dashboard or a page of a list each); beyond this the oldest is dropped. */
const MAX_ENTRIES = 1_000;

export interface CachedReadOptions {
  plan: Plan;
  /** What is read, with every parameter that changes the answer (period, page, filters, today…). */
  key: string;
  /** Run as the API's role (withWorkspaceAsApi) instead of as the caller under row-level security. */
  asApi?: boolean;
  /**
   * Brings what the read depends on up to date before it runs (on a miss only). Resolves true when it did that
   * work on the primary, so the read runs there too rather than on a replica that may not have it yet.
   */
  refresh?: (db: Db, organizationId: string) => Promise<boolean>;
}

/** A cache key for a route and its (validated) query, whatever the order of its parameters in the URL. */
export const readKey = (route: string, query: object = {}) =>
  `${route}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)))}`;

export type OrganizationReads = <T>(
  claims: UserClaims,
  options: CachedReadOptions,
  load: (tx: Queryable, workspace: Workspace) => Promise<T>,
) => Promise<T>;

/**
 * Aggregate reads of an organization (the same for every member: their tables' policies are by organization)
 * kept for a few seconds per organization and data version, and shared by concurrent identical requests:
 * under a flood, one query runs per key instead of one per request. Each request still checks who the caller
 * is in one statement that also reads the version, so removal from the team and every write (statement
 * triggers bump the version, migration 20261125000600) are seen at once, on every replica. `load` is shared
 * by the organization's members: it may use the workspace's organization, never who the member is.
 */
export function createOrganizationReads(db: Db, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES): OrganizationReads {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  const drop = (now: number) => {
    // Answers are in insertion order, which is expiry order (a read in flight does not expire until it is
    // answered, then moves to the back): drop from the front.
    for (const [key, entry] of entries) {
      if (entry.expires > now && entries.size <= maxEntries) break;
      entries.delete(key);
    }
  };

  return async <T>(
    claims: UserClaims,
    { plan, key, asApi = false, refresh }: CachedReadOptions,
    load: (tx: Queryable, workspace: Workspace) => Promise<T>,
  ): Promise<T> => {
    // As the API's role, by the verified user id: the member check and the version in one statement.
    const { rows } = await db.query<WorkspaceRow & { version: string }>(
      `select w.*, coalesce(v.version, 0)::text as version
         from (${WORKSPACE_QUERY}) w
         left join aide_private.reconciliation_versions v on v.organization_id = w.organization_id`,
      [claims.sub],
    );
    const workspace = toWorkspace(rows[0], claims, plan);
    const entryKey = `${workspace.organizationId} ${rows[0]!.version} ${key}`;
    const now = Date.now();
    const cached = entries.get(entryKey);
    if (cached && cached.expires > now) return cached.value as Promise<T>;

    const read = () => (asApi ? withWorkspaceAsApi : withWorkspace)(db, claims, plan, load);
    const value = refresh
      ? refresh(db, workspace.organizationId).then((changed) => (changed ? readFromPrimary(read) : read()))
      : read();
    entries.delete(entryKey);
    // A read in flight is shared however long it takes; its answer is kept for the time to live from when it
    // arrives (a large organization's year-long dashboard takes longer than that to read: counted from the
    // start, it was never used again; pnpm bench --only scale).
    entries.set(entryKey, { expires: Number.POSITIVE_INFINITY, value });
    value.then(
      () => {
        if (entries.get(entryKey)?.value !== value) return;
        entries.delete(entryKey); // re-inserted: entries stay in expiry order
        entries.set(entryKey, { expires: Date.now() + ttlMs, value });
      },
      // A failure is not kept: the requests waiting on it get it, the next one reads again.
      () => {
        if (entries.get(entryKey)?.value === value) entries.delete(entryKey);
      },
    );
    drop(now);
    return value;
  };
}
