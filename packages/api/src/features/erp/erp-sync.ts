import type { MergeConfig } from '../../config.js';
import type { Db, Queryable } from '../../db/db.js';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import { fetchMergeReceivableInvoices, MergeError } from './merge-client.js';
import { importMergeInvoices } from './merge-invoices.js';
import { runSandboxErp } from './sandbox-erp.js';

export type SyncTrigger = 'connect' | 'manual' | 'schedule';

/** docs/inbound-api.md SyncRun. */
export interface SyncRun {
  id: string;
  erp_connection_id: string;
  trigger: SyncTrigger;
  status: 'running' | 'succeeded' | 'failed';
  documents_imported: number;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

interface SyncRunRow extends Omit<SyncRun, 'started_at' | 'finished_at'> {
  started_at: Date | string;
  finished_at: Date | string | null;
}

export const SYNC_RUN_COLUMNS =
  'id, erp_connection_id, trigger, status, documents_imported, message, started_at, finished_at';

export const toSyncRunJson = (row: SyncRunRow): SyncRun => ({
  ...row,
  documents_imported: Number(row.documents_imported),
  started_at: new Date(row.started_at).toISOString(),
  finished_at: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
});

/** What a sync needs of its connection (read by the API role). */
export interface SyncTarget {
  organizationId: string;
  connectionId: string;
  accountTokenEncrypted: string | null;
  credentialsEncrypted: string | null;
}

/** The user's connection with its secret columns, for a sync (API role); null when not theirs. */
export async function findSyncTarget(
  tx: Queryable,
  organizationId: string,
  userId: string,
  connectionId: string,
): Promise<(SyncTarget & { isConnected: boolean }) | null> {
  const { rows } = await tx.query<{
    is_connected: boolean;
    account_token: string | null;
    credentials_encrypted: string | null;
  }>(
    `select is_connected, account_token, credentials_encrypted from public.erp_connections
      where id = $1 and organization_id = $2 and user_id = $3`,
    [connectionId, organizationId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    organizationId,
    connectionId,
    isConnected: row.is_connected,
    accountTokenEncrypted: row.account_token,
    credentialsEncrypted: row.credentials_encrypted,
  };
}

/** Records a run as running, in the caller's transaction, so it exists even if the sync itself fails. */
export async function startSyncRun(
  tx: Queryable,
  organizationId: string,
  connectionId: string,
  trigger: SyncTrigger,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.erp_sync_runs (organization_id, erp_connection_id, trigger, status)
     values ($1, $2, $3, 'running') returning id`,
    [organizationId, connectionId, trigger],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The sync run was not recorded.');
  return id;
}

export interface SyncDeps {
  db: Db;
  cipher: TokenCipher;
  merge: MergeConfig | null;
}

/** Thrown for a sync that cannot run; its message is stored on the failed run. */
class SyncFailure extends Error {}

/**
 * Runs a started sync to its end: the sandbox ERP or Merge's invoices, by the provider the connection was
 * linked with. A failure is recorded on the run (status failed, message), never thrown: the caller gets the
 * finished run either way. Merge is called outside any database transaction.
 */
export async function finishSyncRun(
  deps: SyncDeps,
  target: SyncTarget,
  runId: string,
  log?: (error: unknown) => void,
): Promise<SyncRun> {
  const { organizationId, connectionId } = target;
  try {
    const provider = providerOf(deps.cipher, target.credentialsEncrypted);
    let write: (tx: Queryable) => Promise<number>;
    if (provider === 'merge') {
      if (!deps.merge) throw new SyncFailure('Merge is not configured on this server (MERGE_API_KEY).');
      if (!target.accountTokenEncrypted) throw new SyncFailure('The connection has no account token.');
      const invoices = await fetchMergeReceivableInvoices(
        deps.merge,
        deps.cipher.decrypt(target.accountTokenEncrypted),
      );
      write = (tx) => importMergeInvoices(tx, organizationId, connectionId, invoices);
    } else {
      write = (tx) => runSandboxErp(tx, organizationId, connectionId);
    }
    return await deps.db.transaction(async (tx) => {
      const imported = await write(tx);
      await tx.query(
        'update public.erp_connections set last_sync_at = now() where id = $1 and organization_id = $2',
        [connectionId, organizationId],
      );
      return finish(tx, organizationId, runId, 'succeeded', imported, `${imported} documents imported.`);
    });
  } catch (error) {
    const known = error instanceof SyncFailure || error instanceof MergeError;
    if (!known) log?.(error);
    const message = known ? error.message : 'The sync failed unexpectedly. Please try again.';
    return deps.db.transaction((tx) => finish(tx, organizationId, runId, 'failed', 0, message));
  }
}

function providerOf(cipher: TokenCipher, credentialsEncrypted: string | null): 'merge' | 'sandbox' {
  if (!credentialsEncrypted) throw new SyncFailure('The connection has no stored credentials.');
  try {
    const credentials = JSON.parse(cipher.decrypt(credentialsEncrypted)) as { provider?: unknown };
    if (credentials.provider === 'merge' || credentials.provider === 'sandbox') return credentials.provider;
  } catch {
    // fall through: unreadable with this server's key
  }
  throw new SyncFailure('The stored ERP credentials cannot be read. Please connect the ERP again.');
}

async function finish(
  tx: Queryable,
  organizationId: string,
  runId: string,
  status: 'succeeded' | 'failed',
  imported: number,
  message: string,
): Promise<SyncRun> {
  const { rows } = await tx.query<SyncRunRow>(
    `update public.erp_sync_runs
        set status = $3, documents_imported = $4, message = $5, finished_at = now()
      where id = $1 and organization_id = $2
      returning ${SYNC_RUN_COLUMNS}`,
    [runId, organizationId, status, imported, message],
  );
  const row = rows[0];
  if (!row) throw new Error('The sync run disappeared.');
  return toSyncRunJson(row);
}
