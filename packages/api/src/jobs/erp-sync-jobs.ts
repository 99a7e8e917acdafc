import type PgBoss from 'pg-boss';
import type { Db } from '../db/db.js';
import { finishSyncRun, startSyncRun, type SyncDeps } from '../features/erp/erp-sync.js';
import { QUEUE } from './queues.js';

/**
 * The condition (on erp_connections) of a connected ERP whose last sync is older than its sync_frequency,
 * with a few minutes of slack, so an hourly connection synced at :05 is due again at the next :05 run.
 */
const DUE = `
  is_connected
     and (last_sync_at is null
          or last_sync_at < now() - case sync_frequency when 'hourly' then interval '1 hour'
                                                        when 'weekly' then interval '7 days'
                                                        else interval '1 day' end
                                 + interval '5 minutes')`;

/** Suspended organizations are skipped (docs/platform.md): their connections sync again once restored. */
const ACTIVE = `organization_id in (select o.id from public.aide_organizations o where o.status = 'active')`;

/** What the hourly scan is asked: `all` syncs every connected ERP now (an operator running it early). */
export interface ErpScan {
  all?: boolean;
}

/** The hourly scan: one sync job per due connection; a connection already queued is not queued again. */
export async function queueDueErpSyncs(db: Db, boss: PgBoss, scan: ErpScan = {}): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.erp_connections where ${scan.all ? 'is_connected' : DUE} and ${ACTIVE}`,
  );
  let queued = 0;
  for (const { id } of rows) {
    // The stately queue keeps one queued and one running job per singleton key: one run at a time.
    const data: ErpSyncJob = { connectionId: id, ...(scan.all ? { force: true } : {}) };
    const jobId = await boss.send(QUEUE.erpSync, data, { singletonKey: id });
    if (jobId) queued += 1;
  }
  return queued;
}

export interface ErpSyncJob {
  connectionId: string;
  /** Sync even if it is not due (an early run of the scan). */
  force?: boolean;
}

/** One scheduled sync, recorded in the connection's sync history with trigger `schedule`. */
export async function runScheduledErpSync(
  deps: SyncDeps,
  { connectionId, force }: ErpSyncJob,
): Promise<void> {
  const { rows } = await deps.db.query<{
    organization_id: string;
    is_connected: boolean;
    account_token: string | null;
    credentials_encrypted: string | null;
  }>(
    `select organization_id, is_connected, account_token, credentials_encrypted
       from public.erp_connections where id = $1 and ${force ? 'is_connected' : DUE} and ${ACTIVE}`,
    [connectionId],
  );
  const connection = rows[0];
  // Disconnected, removed or synced since it was queued (a second scan, a manual sync): nothing to do.
  if (!connection) return;
  const target = {
    organizationId: connection.organization_id,
    connectionId,
    accountTokenEncrypted: connection.account_token,
    credentialsEncrypted: connection.credentials_encrypted,
  };
  const runId = await deps.db.transaction((tx) =>
    startSyncRun(tx, target.organizationId, connectionId, 'schedule'),
  );
  await finishSyncRun(deps, target, runId);
}
