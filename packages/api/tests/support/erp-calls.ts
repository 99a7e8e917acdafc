// The ERP connection calls as the inbound remote makes them (docs/inbound-api.md "ERP connection").
import type { JsonResponse } from './http.js';
import { sendJson } from './send-json.js';
import { ORG, USER } from './seed.js';

export const IVY_LINK_BODY = {
  user: { organization: { id: ORG.contoso, name: 'Contoso Supply' }, email_address: USER.ivy.email },
  integration: 'quickbooks',
};

export interface ErpCalls {
  createLinkToken(token: string, body?: unknown): Promise<JsonResponse>;
  sandboxPublicToken(token: string, linkToken: string): Promise<JsonResponse>;
  exchange(token: string, publicToken: string): Promise<JsonResponse>;
  connections(token: string): Promise<JsonResponse>;
  disconnect(token: string): Promise<JsonResponse>;
  sync(token: string, connectionId: string): Promise<JsonResponse>;
  syncRuns(token: string, connectionId?: string): Promise<JsonResponse>;
}

/** A QuickBooks connection as the link flow leaves it. */
export const NEW_QUICKBOOKS_CONNECTION = {
  system_type: 'quickbooks',
  connection_name: 'QuickBooks',
  is_connected: true,
  sync_frequency: 'daily',
};

/** The calls on `api`, whose apiUrl is read at each call (an apiSuite's api before it started, too). */
export function erpCalls(api: { apiUrl: string }): ErpCalls {
  return {
    createLinkToken: (token, body = IVY_LINK_BODY) =>
      sendJson('POST', `${api.apiUrl}/merge/integrations/create-link-token`, token, body),
    sandboxPublicToken: (token, linkToken) =>
      sendJson(
        'POST',
        `${api.apiUrl}/merge/sandbox/link/${encodeURIComponent(linkToken)}/public-token`,
        token,
      ),
    exchange: (token, publicToken) =>
      sendJson('GET', `${api.apiUrl}/integrations/account-token/${encodeURIComponent(publicToken)}`, token),
    connections: (token) => sendJson('GET', `${api.apiUrl}/integrations/erp/connections`, token),
    disconnect: (token) => sendJson('POST', `${api.apiUrl}/integrations/erp/disconnect`, token),
    sync: (token, connectionId) =>
      sendJson('POST', `${api.apiUrl}/integrations/erp/connections/${connectionId}/sync`, token),
    syncRuns: (token, connectionId) =>
      sendJson(
        'GET',
        `${api.apiUrl}/integrations/erp/sync-runs${connectionId ? `?connection_id=${connectionId}` : ''}`,
        token,
      ),
  };
}
