import type { ApiResponse } from '@aide/api-contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { inboundApi } from '../../../api/inbound-api';

// Response types come from the API's generated contract (docs/inbound-api.md "Purchase orders").
export type PurchaseOrderPage = ApiResponse<'/accounting/purchase-orders', 'get'>;
export type PurchaseOrderSummary = PurchaseOrderPage['items'][number];
export type PurchaseOrderCounts = PurchaseOrderPage['counts'];
export type PurchaseOrderStatus = PurchaseOrderSummary['status'];
export type PurchaseOrderStatusFilter = PurchaseOrderStatus | 'all';
export type PurchaseOrderDetail = ApiResponse<'/accounting/purchase-orders/{id}', 'get'>;
export type ScoreReason = PurchaseOrderDetail['score_reasons'][number];
export type PurchaseOrderLine = PurchaseOrderDetail['lines'][number];
export type PurchaseOrderEvent = PurchaseOrderDetail['events'][number];
export type PurchaseOrderAction = PurchaseOrderEvent['action'];

/** The list's query string as the API names it (contract: GET /accounting/purchase-orders). */
export interface PurchaseOrdersQuery {
  page: number;
  page_size: number;
  status?: PurchaseOrderStatusFilter;
  search?: string;
  sort?: string;
  from?: string;
  to?: string;
  min_total?: number;
  max_total?: number;
  min_score?: number;
}

export type BulkApproveResult = ApiResponse<'/accounting/purchase-orders/bulk-approve', 'post'>;

/** Leaves out empty filters so the request only says what the user chose. */
function listParams(query: PurchaseOrdersQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size };
  for (const key of [
    'status',
    'search',
    'sort',
    'from',
    'to',
    'min_total',
    'max_total',
    'min_score',
  ] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params;
}

const DECISION_TAGS = ['PurchaseOrders', 'Reconciliation'] as const;

/**
 * A decision changes the order's status and what reconciliation matches. A 409 means someone else decided
 * first: refresh then too, so the drawer shows who.
 */
function decisionTags(_result: unknown, error: FetchBaseQueryError | undefined) {
  return !error || error.status === 409 ? [...DECISION_TAGS] : [];
}

export const purchaseOrdersApi = inboundApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseOrders: build.query<PurchaseOrderPage, PurchaseOrdersQuery>({
      query: (query) => ({ url: '/accounting/purchase-orders', params: listParams(query) }),
      providesTags: ['PurchaseOrders'],
    }),
    getPurchaseOrder: build.query<PurchaseOrderDetail, string>({
      query: (id) => `/accounting/purchase-orders/${encodeURIComponent(id)}`,
      providesTags: ['PurchaseOrders'],
    }),
    approvePurchaseOrder: build.mutation<PurchaseOrderDetail, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/accounting/purchase-orders/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: decisionTags,
    }),
    rejectPurchaseOrder: build.mutation<PurchaseOrderDetail, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/accounting/purchase-orders/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: decisionTags,
    }),
    bulkApprovePurchaseOrders: build.mutation<BulkApproveResult, { ids: string[]; reason?: string }>({
      query: ({ ids, reason }) => ({
        url: '/accounting/purchase-orders/bulk-approve',
        method: 'POST',
        body: reason ? { ids, reason } : { ids },
      }),
      invalidatesTags: [...DECISION_TAGS],
    }),
  }),
});

export const {
  useGetPurchaseOrdersQuery,
  useGetPurchaseOrderQuery,
  useApprovePurchaseOrderMutation,
  useRejectPurchaseOrderMutation,
  useBulkApprovePurchaseOrdersMutation,
} = purchaseOrdersApi;
