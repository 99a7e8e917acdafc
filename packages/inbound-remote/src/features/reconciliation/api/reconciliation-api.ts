import { baseApi } from '@aide/shared-auth';

export type LineStatus = 'matched' | 'within_tolerance' | 'mismatch' | 'missing';
export type DocumentKind = 'sales_order' | 'invoice';
export type LineDifference = 'quantity' | 'price' | 'document' | 'line';

export interface Resolution {
  note: string;
  resolved_by_label: string;
  resolved_at: string;
}

/** One PO line compared with the same SKU on an ERP document (docs/inbound-api.md "Reconciliation"). */
export interface ReconciliationLine {
  purchase_order_id: string;
  po_number: string;
  customer_name: string;
  document_kind: DocumentKind;
  document_number: string | null;
  line_ref: string;
  sku: string | null;
  description: string | null;
  po_quantity: number | null;
  erp_quantity: number | null;
  po_unit_price: number | null;
  erp_unit_price: number | null;
  quantity_difference: number | null;
  price_difference_percent: number | null;
  status: LineStatus;
  differences: LineDifference[];
  resolution: Resolution | null;
}

export interface ReconciledOrder {
  purchase_order_id: string;
  po_number: string;
  customer_name: string;
  order_date: string;
  total: number;
  currency: string;
  status: LineStatus;
  open_exceptions: number;
  lines: ReconciliationLine[];
}

export interface Tolerances {
  price_tolerance_percent: number;
  quantity_tolerance_percent: number;
}

export interface ReconciliationSummary {
  orders: number;
  matched: number;
  within_tolerance: number;
  mismatch: number;
  missing: number;
  open_exceptions: number;
  resolved_exceptions: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface ReconciliationResult extends Page<ReconciledOrder> {
  tolerances: Tolerances;
  summary: ReconciliationSummary;
}

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

export interface ResolveExceptionBody {
  purchase_order_id: string;
  document_kind: DocumentKind;
  line_ref: string;
  note: string;
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

export const reconciliationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Reconciliation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReconciliation: build.query<ReconciliationResult, ReconciliationQuery>({
        query: ({ page, page_size, ...filters }) => ({
          url: '/accounting/reconciliation',
          params: { ...reconciliationParams(filters), page, page_size },
        }),
        providesTags: ['Reconciliation'],
      }),
      getReconciliationExceptions: build.query<Page<ReconciliationLine>, ExceptionsQuery>({
        query: ({ page, page_size, include_resolved, ...tolerances }) => ({
          url: '/accounting/reconciliation/exceptions',
          params: { ...reconciliationParams(tolerances), include_resolved, page, page_size },
        }),
        providesTags: ['Reconciliation'],
      }),
      resolveException: build.mutation<{ resolution: Resolution }, ResolveExceptionBody>({
        query: (body) => ({ url: '/accounting/reconciliation/exceptions/resolve', method: 'POST', body }),
        invalidatesTags: ['Reconciliation'],
      }),
    }),
  });

export const { useGetReconciliationQuery, useGetReconciliationExceptionsQuery, useResolveExceptionMutation } =
  reconciliationApi;
