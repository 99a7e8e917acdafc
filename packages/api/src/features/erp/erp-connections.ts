import type { Queryable } from '../../db/db.js';
import type { ErpSystem } from './erp-systems.js';

/** A connection as the browser sees it: never a token (docs/inbound-api.md ErpConnection). */
export interface ErpConnection {
  id: string;
  system_type: ErpSystem;
  connection_name: string;
  is_connected: boolean;
  sync_frequency: 'hourly' | 'daily' | 'weekly';
  last_sync_at: string | null;
  created_at: string;
  updated_at: string;
}

interface ConnectionRow extends Omit<ErpConnection, 'last_sync_at' | 'created_at' | 'updated_at'> {
  last_sync_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The public columns only (the browser role may not even select the others). */
export const CONNECTION_COLUMNS =
  'id, system_type, connection_name, is_connected, sync_frequency, last_sync_at, created_at, updated_at';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toConnectionJson = (row: ConnectionRow): ErpConnection => ({
  ...row,
  last_sync_at: row.last_sync_at === null ? null : iso(row.last_sync_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export interface StoredLink {
  userId: string;
  organizationId: string;
  systemType: ErpSystem;
  connectionName: string;
  /** Already encrypted. */
  accountTokenEncrypted: string;
  publicToken: string;
  /** Already encrypted JSON { link_token, integration, provider }. */
  credentialsEncrypted: string;
  apiEndpoint: string;
}

/**
 * SPEC §4: update the user's connection for that system type, or create one, marked connected with a daily
 * sync. Runs as the API role (the token columns are not writable by browser roles). A reconnect keeps the
 * row's name and sync frequency, replaces the tokens.
 */
export async function storeErpLink(tx: Queryable, link: StoredLink): Promise<ErpConnection> {
  const { rows } = await tx.query<ConnectionRow>(
    `insert into public.erp_connections (user_id, organization_id, system_type, connection_name, is_connected,
       public_token, account_token, api_endpoint, credentials_encrypted, sync_frequency)
     values ($1, $2, $3, $4, true, $5, $6, $7, $8, 'daily')
     on conflict (user_id, system_type) do update
       set organization_id = excluded.organization_id, is_connected = true,
           public_token = excluded.public_token, account_token = excluded.account_token,
           api_endpoint = excluded.api_endpoint, credentials_encrypted = excluded.credentials_encrypted,
           updated_at = now()
     returning ${CONNECTION_COLUMNS}`,
    [
      link.userId,
      link.organizationId,
      link.systemType,
      link.connectionName,
      link.publicToken,
      link.accountTokenEncrypted,
      link.apiEndpoint,
      link.credentialsEncrypted,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The ERP connection was not stored.');
  return toConnectionJson(row);
}

export async function listErpConnections(
  tx: Queryable,
  organizationId: string,
  userId: string,
): Promise<ErpConnection[]> {
  const { rows } = await tx.query<ConnectionRow>(
    `select ${CONNECTION_COLUMNS} from public.erp_connections
      where organization_id = $1 and user_id = $2
      order by created_at desc, id`,
    [organizationId, userId],
  );
  return rows.map(toConnectionJson);
}

/** SPEC §4 Disconnect: every connected connection of the user becomes not connected. */
export async function disconnectErp(tx: Queryable, organizationId: string, userId: string): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `update public.erp_connections set is_connected = false, updated_at = now()
      where organization_id = $1 and user_id = $2 and is_connected
      returning id`,
    [organizationId, userId],
  );
  return rows.length;
}
