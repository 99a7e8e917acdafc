import { DEFAULT_PAGE_SIZES, oneOf, useListView, type ListParamNames, type ListView } from '@aide/ui-kit';
import type { PurchaseOrderStatusFilter } from '../api/purchase-orders-api';

const STATUSES: readonly PurchaseOrderStatusFilter[] = ['all', 'pending', 'approved', 'rejected'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox's view: every field is a query parameter next to `tab=purchase-orders`. */
export interface PurchaseOrdersView extends ListView {
  status: PurchaseOrderStatusFilter;
  from: string;
  to: string;
  minTotal: number | undefined;
  maxTotal: number | undefined;
  minScore: number | undefined;
  /** The id of the order open in the detail drawer. */
  order: string;
}

export type PurchaseOrdersViewChange = Partial<PurchaseOrdersView>;

// Every parameter is its field's name in snake_case (`minTotal` → `min_total`).
const PARAM_NAMES: ListParamNames<PurchaseOrdersView> = {};

function nonNegative(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

const day = (value: string | null) => (value && DAY.test(value) ? value : '');

function readFilters(params: URLSearchParams) {
  const minScore = nonNegative(params.get('min_score'));
  return {
    status: oneOf(params.get('status'), STATUSES) ?? 'all',
    from: day(params.get('from')),
    to: day(params.get('to')),
    minTotal: nonNegative(params.get('min_total')),
    maxTotal: nonNegative(params.get('max_total')),
    minScore: minScore === undefined ? undefined : Math.min(minScore, 100),
    order: params.get('order') ?? '',
  };
}

const OPTIONS = {
  keepsPage: ['order'] as const,
  pageSizes: DEFAULT_PAGE_SIZES,
  defaults: { status: 'all' as const },
  // Opening an order or changing a filter is a step back/forward retraces.
  push: true,
};

/**
 * The inbox's view in the URL, so a reload, a shared link and back/forward show the same rows. Changing a
 * filter, the search or the sort returns to page 1; opening or closing an order keeps the page.
 */
export const usePurchaseOrdersView = () => useListView<PurchaseOrdersView>(PARAM_NAMES, readFilters, OPTIONS);
