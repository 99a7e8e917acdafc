// The ERP connection shapes of docs/inbound-api.md "ERP connection", from the API's generated contract.
import type { ApiRequestBody, ApiResponse } from '@aide/api-contract';

export type ErpConnections = ApiResponse<'/integrations/erp/connections', 'get'>;
export type ErpConnection = ErpConnections['items'][number];
export type ErpSystem = ErpConnection['system_type'];
export type SyncRun = ApiResponse<'/integrations/erp/sync-runs', 'get'>['items'][number];

/** SPEC §7: the body of POST /merge/integrations/create-link-token. */
export type LinkTokenRequest = ApiRequestBody<'/merge/integrations/create-link-token', 'post'>;
export type LinkTokenResponse = ApiResponse<'/merge/integrations/create-link-token', 'post'>;
/** `sandbox`: the API has no Merge key and the remote shows its own sandbox link dialog. */
export type LinkMode = LinkTokenResponse['mode'];
