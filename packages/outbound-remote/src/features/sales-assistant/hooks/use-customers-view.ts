import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LastOrderFilter } from '../api/customers-search-api';
import { LAST_ORDER_FILTERS } from '../lib/list-last-order-filters';

export const DEFAULT_PAGE_SIZE = 20;

export interface CustomersView {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
  segment: string;
  lastOrder: LastOrderFilter | undefined;
  atRisk: boolean;
}

type ViewChange = Partial<CustomersView>;

const PARAM_NAMES: Record<keyof CustomersView, string> = {
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
  segment: 'segment',
  lastOrder: 'last_order',
  atRisk: 'at_risk',
};

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function isDefault(key: keyof CustomersView, value: unknown): boolean {
  return (
    value === undefined ||
    value === '' ||
    value === false ||
    (key === 'page' && value === 1) ||
    (key === 'pageSize' && value === DEFAULT_PAGE_SIZE)
  );
}

/**
 * My Customers' view (search, page, sort, filters) lives in the URL (?q=&segment=&at_risk=true…) so a reload
 * or a shared link shows the same customers. Any change other than paging goes back to page 1.
 */
export function useCustomersView(): [CustomersView, (change: ViewChange) => void] {
  const [params, setParams] = useSearchParams();

  const view = useMemo<CustomersView>(() => {
    const lastOrder = params.get('last_order');
    return {
      q: params.get('q') ?? '',
      page: positiveInt(params.get('page'), 1),
      pageSize: positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZE),
      sort: params.get('sort') ?? '',
      segment: params.get('segment') ?? '',
      lastOrder: LAST_ORDER_FILTERS.find((filter) => filter.value === lastOrder)?.value,
      atRisk: params.get('at_risk') === 'true',
    };
  }, [params]);

  const update = useCallback(
    (change: ViewChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          const merged: ViewChange =
            resetsPage && change.page === undefined ? { ...change, page: 1 } : change;
          for (const [key, value] of Object.entries(merged) as [keyof CustomersView, unknown][]) {
            if (isDefault(key, value)) next.delete(PARAM_NAMES[key]);
            else next.set(PARAM_NAMES[key], String(value));
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
