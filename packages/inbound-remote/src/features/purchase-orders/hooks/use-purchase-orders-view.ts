import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PurchaseOrderStatusFilter } from '../api/purchase-orders-api';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];
const STATUSES: readonly PurchaseOrderStatusFilter[] = ['all', 'pending', 'approved', 'rejected'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox's view: every field is a query parameter next to `tab=purchase-orders`. */
export interface PurchaseOrdersView {
  status: PurchaseOrderStatusFilter;
  q: string;
  from: string;
  to: string;
  minTotal: number | undefined;
  maxTotal: number | undefined;
  minScore: number | undefined;
  sort: string;
  page: number;
  pageSize: number;
  /** The id of the order open in the detail drawer. */
  order: string;
}

export type PurchaseOrdersViewChange = Partial<PurchaseOrdersView>;

const PARAM_NAMES: Record<keyof PurchaseOrdersView, string> = {
  status: 'status',
  q: 'q',
  from: 'from',
  to: 'to',
  minTotal: 'min_total',
  maxTotal: 'max_total',
  minScore: 'min_score',
  sort: 'sort',
  page: 'page',
  pageSize: 'page_size',
  order: 'order',
};

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function nonNegative(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function day(value: string | null): string {
  return value && DAY.test(value) ? value : '';
}

function isDefault(key: keyof PurchaseOrdersView, value: unknown): boolean {
  return (
    value === undefined ||
    value === '' ||
    (key === 'status' && value === 'all') ||
    (key === 'page' && value === 1) ||
    (key === 'pageSize' && value === DEFAULT_PAGE_SIZE)
  );
}

/**
 * Reads and writes the inbox's view in the URL so a reload, a shared link and back/forward show the same
 * rows. Other parameters (the shell's `tab`) are kept. Changing a filter, the search or the sort returns to
 * page 1; opening or closing an order keeps the page.
 */
export function usePurchaseOrdersView(): [PurchaseOrdersView, (change: PurchaseOrdersViewChange) => void] {
  const [params, setParams] = useSearchParams();

  const view = useMemo<PurchaseOrdersView>(() => {
    const status = params.get('status') as PurchaseOrderStatusFilter | null;
    const pageSize = positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZE);
    const minScore = nonNegative(params.get('min_score'));
    return {
      status: status && STATUSES.includes(status) ? status : 'all',
      q: params.get('q') ?? '',
      from: day(params.get('from')),
      to: day(params.get('to')),
      minTotal: nonNegative(params.get('min_total')),
      maxTotal: nonNegative(params.get('max_total')),
      minScore: minScore === undefined ? undefined : Math.min(minScore, 100),
      sort: params.get('sort') ?? '',
      page: positiveInt(params.get('page'), 1),
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      order: params.get('order') ?? '',
    };
  }, [params]);

  const update = useCallback(
    (change: PurchaseOrdersViewChange) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const resetsPage = Object.keys(change).some((key) => key !== 'page' && key !== 'order');
        const merged = resetsPage && change.page === undefined ? { ...change, page: 1 } : change;
        for (const [key, value] of Object.entries(merged) as [keyof PurchaseOrdersView, unknown][]) {
          const name = PARAM_NAMES[key];
          if (isDefault(key, value)) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  return [view, update];
}

/** True when a filter or the search narrows the list (the status segment does not count). */
export function isFiltered(view: PurchaseOrdersView): boolean {
  return Boolean(
    view.q ||
    view.from ||
    view.to ||
    view.minTotal !== undefined ||
    view.maxTotal !== undefined ||
    view.minScore !== undefined,
  );
}
