import type {
  ErpConnection,
  ErpConnections,
  LinkTokenRequest,
  LinkTokenResponse,
  SyncRun,
} from './erp-types';
import { inboundApi } from '../../../api/inbound-api';

/**
 * The ERP connection routes of the Aide API. The account token never reaches the browser: the exchange
 * answers with the stored connection only.
 */
export const erpApi = inboundApi.injectEndpoints({
  endpoints: (build) => ({
    getErpConnections: build.query<ErpConnections, void>({
      query: () => '/integrations/erp/connections',
      providesTags: ['ErpConnections'],
    }),
    getErpSyncRuns: build.query<SyncRun[], void>({
      query: () => '/integrations/erp/sync-runs',
      transformResponse: (body: { items: SyncRun[] }) => body.items,
      // A sync or a (dis)connect adds runs; they refetch with the connections.
      providesTags: ['ErpConnections'],
    }),
    createErpLinkToken: build.mutation<LinkTokenResponse, LinkTokenRequest>({
      query: (body) => ({ url: '/merge/integrations/create-link-token', method: 'POST', body }),
    }),
    createSandboxPublicToken: build.mutation<{ public_token: string }, string>({
      query: (linkToken) => ({
        url: `/merge/sandbox/link/${encodeURIComponent(linkToken)}/public-token`,
        method: 'POST',
      }),
    }),
    exchangeErpPublicToken: build.mutation<ErpConnection, string>({
      query: (publicToken) => `/integrations/account-token/${encodeURIComponent(publicToken)}`,
      transformResponse: (body: { connection: ErpConnection }) => body.connection,
      // Connecting runs a first sync on the server: new ERP documents for orders and reconciliation.
      invalidatesTags: (_result, error) =>
        error ? [] : ['ErpConnections', 'PurchaseOrders', 'Reconciliation'],
    }),
    disconnectErp: build.mutation<{ disconnected: number }, void>({
      query: () => ({ url: '/integrations/erp/disconnect', method: 'POST' }),
      invalidatesTags: ['ErpConnections'],
    }),
    syncErpConnection: build.mutation<SyncRun, string>({
      query: (connectionId) => ({
        url: `/integrations/erp/connections/${encodeURIComponent(connectionId)}/sync`,
        method: 'POST',
      }),
      invalidatesTags: ['ErpConnections', 'PurchaseOrders', 'Reconciliation'],
    }),
  }),
});

export const {
  useGetErpConnectionsQuery,
  useGetErpSyncRunsQuery,
  useCreateErpLinkTokenMutation,
  useCreateSandboxPublicTokenMutation,
  useExchangeErpPublicTokenMutation,
  useDisconnectErpMutation,
  useSyncErpConnectionMutation,
} = erpApi;
