import { baseApi } from '@aide/shared-auth';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type PurchaseOrderStatus = 'pending' | 'approved' | 'rejected';
export type PurchaseOrderStatusFilter = PurchaseOrderStatus | 'all';

export interface PurchaseOrderSummary {
  id: string;
  po_number: string;
  customer_name: string;
  order_date: string;
  requested_delivery_date: string | null;
  currency: string;
  total: number;
  status: PurchaseOrderStatus;
  ai_score: number;
  source: 'api' | 'erp' | 'sandbox' | 'email';
  line_count: number;
  decided_by_label: string | null;
  decided_at: string | null;
  received_at: string;
}

export interface ScoreReason {
  key: 'known_customer' | 'catalog_items' | 'catalog_prices' | 'usual_quantities' | 'usual_value';
  label: string;
  points: number;
  max_points: number;
  detail: string;
}

export interface PurchaseOrderLine {
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
  catalog_price: number | null;
}

export type PurchaseOrderAction = 'received' | 'scored' | 'approved' | 'rejected' | 'auto_approved';

export interface PurchaseOrderEvent {
  id: string;
  action: PurchaseOrderAction;
  actor_label: string;
  reason: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface PurchaseOrderDetail extends PurchaseOrderSummary {
  decision_reason: string | null;
  lines: PurchaseOrderLine[];
  score_reasons: ScoreReason[];
  events: PurchaseOrderEvent[];
}

export interface PurchaseOrderCounts {
  pending: number;
  approved: number;
  rejected: number;
}

export interface PurchaseOrderPage {
  items: PurchaseOrderSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: PurchaseOrderCounts;
}

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

export interface BulkApproveResult {
  approved: string[];
  skipped: { id: string; message: string }[];
}

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

export const purchaseOrdersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PurchaseOrders', 'Reconciliation'] })
  .injectEndpoints({
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
