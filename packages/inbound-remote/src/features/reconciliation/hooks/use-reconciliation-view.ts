import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LineStatus } from '../api/reconciliation-api';
import { isLineStatus } from '../lib/line-status';
import { DEFAULT_PRICE_TOLERANCE, DEFAULT_QUANTITY_TOLERANCE, toTolerance } from '../lib/tolerances';

export const DEFAULT_PAGE_SIZE = 20;
export type ReconciliationViewName = 'exceptions' | 'orders';

export interface ReconciliationView {
  view: ReconciliationViewName;
  priceTolerance: number;
  quantityTolerance: number;
  status: LineStatus | undefined;
  q: string;
  page: number;
  pageSize: number;
  showResolved: boolean;
}

export type ReconciliationViewChange = Partial<ReconciliationView>;

const PARAM_NAMES: Record<keyof ReconciliationView, string> = {
  view: 'view',
  priceTolerance: 'price_tolerance',
  quantityTolerance: 'quantity_tolerance',
  status: 'status',
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  showResolved: 'resolved',
};

const DEFAULTS: ReconciliationView = {
  view: 'exceptions',
  priceTolerance: DEFAULT_PRICE_TOLERANCE,
  quantityTolerance: DEFAULT_QUANTITY_TOLERANCE,
  status: undefined,
  q: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  showResolved: false,
};

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The reconciliation tab's view (tolerances, view, filters, page) lives in the URL next to `tab=reconciliation`,
 * so a reload or a shared link shows the same result. Defaults are left out of the URL; any change other than
 * paging goes back to page 1; other parameters (`tab`) are kept.
 */
export function useReconciliationView(): [ReconciliationView, (change: ReconciliationViewChange) => void] {
  const [params, setParams] = useSearchParams();

  const view = useMemo<ReconciliationView>(() => {
    const status = params.get('status');
    return {
      view: params.get('view') === 'orders' ? 'orders' : 'exceptions',
      priceTolerance: toTolerance(params.get('price_tolerance')) ?? DEFAULT_PRICE_TOLERANCE,
      quantityTolerance: toTolerance(params.get('quantity_tolerance')) ?? DEFAULT_QUANTITY_TOLERANCE,
      status: isLineStatus(status) ? status : undefined,
      q: params.get('q') ?? '',
      page: positiveInt(params.get('page'), 1),
      pageSize: positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZE),
      showResolved: params.get('resolved') === '1',
    };
  }, [params]);

  const update = useCallback(
    (change: ReconciliationViewChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          const merged = resetsPage && change.page === undefined ? { ...change, page: 1 } : change;
          for (const [key, value] of Object.entries(merged) as [keyof ReconciliationView, unknown][]) {
            const name = PARAM_NAMES[key];
            if (value === undefined || value === '' || value === DEFAULTS[key]) next.delete(name);
            else next.set(name, value === true ? '1' : String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return [view, update];
}
