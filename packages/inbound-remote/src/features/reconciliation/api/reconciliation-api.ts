import type { ApiRequestBody, ApiResponse } from '@aide/api-contract';
import { inboundApi } from '../../../api/inbound-api';

// Response types come from the API's generated contract (docs/inbound-api.md "Reconciliation").
export type ReconciliationResult = ApiResponse<'/accounting/reconciliation', 'get'>;
export type ReconciledOrder = ReconciliationResult['items'][number];
/** One PO line compared with the same SKU on an ERP document. */
export type ReconciliationLine = ReconciledOrder['lines'][number];
export type LineStatus = ReconciliationLine['status'];
export type DocumentKind = ReconciliationLine['document_kind'];
export type LineDifference = ReconciliationLine['differences'][number];
export type Resolution = NonNullable<ReconciliationLine['resolution']>;
export type Tolerances = ReconciliationResult['tolerances'];
export type ReconciliationSummary = ReconciliationResult['summary'];
export type ExceptionsPage = ApiResponse<'/accounting/reconciliation/exceptions', 'get'>;
export type ResolveExceptionBody = ApiRequestBody<'/accounting/reconciliation/exceptions/resolve', 'post'>;
type ResolveExceptionAnswer = ApiResponse<'/accounting/reconciliation/exceptions/resolve', 'post', 201>;

export interface ReconciliationQuery extends Tolerances {
  page: number;
  page_size: number;
  status?: LineStatus;
  search?: string;
}

export interface ExceptionsQuery extends Tolerances {
  page: number;
  page_size: number;
  include_resolved: boolean;
}

/** Leaves out empty filters so requests (and the export) only say what the user chose. */
export function reconciliationParams(
  query: Tolerances & { status?: LineStatus; search?: string },
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    price_tolerance_percent: query.price_tolerance_percent,
    quantity_tolerance_percent: query.quantity_tolerance_percent,
  };
  if (query.status) params.status = query.status;
  if (query.search) params.search = query.search;
  return params;
}

export const reconciliationApi = inboundApi.injectEndpoints({
  endpoints: (build) => ({
    getReconciliation: build.query<ReconciliationResult, ReconciliationQuery>({
      query: ({ page, page_size, ...filters }) => ({
        url: '/accounting/reconciliation',
        params: { ...reconciliationParams(filters), page, page_size },
      }),
      providesTags: ['Reconciliation'],
    }),
    getReconciliationExceptions: build.query<ExceptionsPage, ExceptionsQuery>({
      query: ({ page, page_size, include_resolved, ...tolerances }) => ({
        url: '/accounting/reconciliation/exceptions',
        params: { ...reconciliationParams(tolerances), include_resolved, page, page_size },
      }),
      providesTags: ['Reconciliation'],
    }),
    resolveException: build.mutation<ResolveExceptionAnswer, ResolveExceptionBody>({
      query: (body) => ({ url: '/accounting/reconciliation/exceptions/resolve', method: 'POST', body }),
      invalidatesTags: ['Reconciliation'],
    }),
  }),
});

export const { useGetReconciliationQuery, useGetReconciliationExceptionsQuery, useResolveExceptionMutation } =
  reconciliationApi;
