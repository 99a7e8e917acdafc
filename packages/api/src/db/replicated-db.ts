import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from './db.js';

/**
 * Where the work of the current request may read: set by the read-replica hook (http/read-replica.ts) around
 * a route that opted in; everything else (writes, jobs, the session check, routes that did not opt in) runs on
 * the primary.
 */
const onReplica = new AsyncLocalStorage<boolean>();

/** Runs `work` with its database work sent to the read replica, when the Db has one. */
export function readFromReplica<T>(work: () => T): T {
  return onReplica.run(true, work);
}

/** Runs `work` with its database work sent to the primary, inside a request that reads from the replica. */
export function readFromPrimary<T>(work: () => T): T {
  return onReplica.run(false, work);
}

/** How long a replica that failed to answer is left alone before it is tried again. */
const REPLICA_RETRY_AFTER_MS = 5_000;

/** Errors that say the replica itself cannot answer (down, restarting, refusing connections), not the query. */
function replicaUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (code && /^(08|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT)/.test(code)) return true;
  return /connection terminated|ECONNREFUSED|Connection terminated|timeout exceeded/i.test(message ?? '');
}

export interface ReplicatedDbEvents {
  /** A read went to the primary because the replica could not answer (for logs and metrics). */
  onReplicaUnavailable?: (error: unknown) => void;
}

/**
 * The primary and a read replica as one Db: work inside readFromReplica() goes to the replica, the rest to the
 * primary. A replica that cannot answer is skipped for a few seconds and its reads go to the primary, so the
 * API keeps answering when the replica is down. The replica lags the primary: only routes whose readers may
 * see a slightly older state opt in, and the read-replica hook keeps a session that just wrote on the primary.
 */
export function createReplicatedDb(primary: Db, replica: Db, events: ReplicatedDbEvents = {}): Db {
  let skipReplicaUntil = 0;

  async function choose<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (onReplica.getStore() !== true || Date.now() < skipReplicaUntil) return work(primary);
    try {
      return await work(replica);
    } catch (error) {
      if (!replicaUnavailable(error)) throw error;
      skipReplicaUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
      events.onReplicaUnavailable?.(error);
      return work(primary);
    }
  }

  return {
    query: <R>(sql: string, params?: unknown[]) => choose((db) => db.query<R>(sql, params)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => choose((db) => db.transaction(fn)),
    async close() {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}
