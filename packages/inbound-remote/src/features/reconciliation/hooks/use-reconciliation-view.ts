import { DEFAULT_PAGE_SIZES, oneOf, useListView, type ListParamNames, type ListView } from '@aide/ui-kit';
import type { LineStatus } from '../api/reconciliation-api';
import { LINE_STATUSES } from '../lib/line-status';
import { DEFAULT_PRICE_TOLERANCE, DEFAULT_QUANTITY_TOLERANCE, toTolerance } from '../lib/tolerances';

export type ReconciliationViewName = 'exceptions' | 'orders';

export interface ReconciliationView extends ListView {
  view: ReconciliationViewName;
  priceTolerance: number;
  quantityTolerance: number;
  status: LineStatus | undefined;
  showResolved: boolean;
}

export type ReconciliationViewChange = Partial<ReconciliationView>;

// The others are their field's name in snake_case (`priceTolerance` → `price_tolerance`).
const PARAM_NAMES: ListParamNames<ReconciliationView> = { showResolved: 'resolved' };

function readFilters(params: URLSearchParams) {
  return {
    view: oneOf<ReconciliationViewName>(params.get('view'), ['orders']) ?? 'exceptions',
    priceTolerance: toTolerance(params.get('price_tolerance')) ?? DEFAULT_PRICE_TOLERANCE,
    quantityTolerance: toTolerance(params.get('quantity_tolerance')) ?? DEFAULT_QUANTITY_TOLERANCE,
    status: oneOf(params.get('status'), LINE_STATUSES),
    // `1` in links made before the flag read `true` like every list's flags.
    showResolved: ['true', '1'].includes(params.get('resolved') ?? ''),
  };
}

const OPTIONS = {
  pageSizes: DEFAULT_PAGE_SIZES,
  defaults: {
    view: 'exceptions' as const,
    priceTolerance: DEFAULT_PRICE_TOLERANCE,
    quantityTolerance: DEFAULT_QUANTITY_TOLERANCE,
  },
};

/**
 * The reconciliation tab's view (tolerances, view, filters, page) lives in the URL next to `tab=reconciliation`,
 * so a reload or a shared link shows the same result. Defaults are left out of the URL; any change other than
 * paging goes back to page 1; other parameters (`tab`) are kept.
 */
export const useReconciliationView = () => useListView<ReconciliationView>(PARAM_NAMES, readFilters, OPTIONS);
