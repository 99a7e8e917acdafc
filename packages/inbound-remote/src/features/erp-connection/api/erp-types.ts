/** The ERP connection shapes of docs/inbound-api.md "ERP connection". */

export type ErpSystem =
  'quickbooks' | 'xero' | 'sage' | 'netsuite' | 'dynamics' | 'salesforce' | 'hubspot' | 'zoho';

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

export interface ErpConnections {
  items: ErpConnection[];
  connected: boolean;
}

export interface SyncRun {
  id: string;
  erp_connection_id: string;
  trigger: 'connect' | 'manual' | 'schedule';
  status: 'running' | 'succeeded' | 'failed';
  documents_imported: number;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

/** SPEC §7: the body of POST /merge/integrations/create-link-token. */
export interface LinkTokenRequest {
  user: { organization: { id: string; name: string }; email_address: string };
  integration: ErpSystem;
}

/** `sandbox`: the API has no Merge key and the remote shows its own sandbox link dialog. */
export type LinkMode = 'merge' | 'sandbox';

export interface LinkTokenResponse {
  link_token: string;
  mode: LinkMode;
}
