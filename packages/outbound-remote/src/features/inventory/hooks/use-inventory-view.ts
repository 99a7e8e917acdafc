import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StockFilter } from '../api/products-api';

export const DEFAULT_PAGE_SIZE = 20;
const STOCK_FILTERS: readonly StockFilter[] = ['in', 'low', 'out'];

export interface InventoryView {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
  brand: string;
  category: string;
  stock: StockFilter | undefined;
}

type ViewChange = Partial<InventoryView>;

const PARAM_NAMES: Record<keyof InventoryView, string> = {
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
  brand: 'brand',
  category: 'category',
  stock: 'stock',
};

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The inventory table's view (search, page, sort, filters) lives in the URL (?q=&page=&sort=…) so a reload
 * or a shared link shows the same rows. Any change other than paging goes back to page 1.
 */
export function useInventoryView(): [InventoryView, (change: ViewChange) => void] {
  const [params, setParams] = useSearchParams();

  const view = useMemo<InventoryView>(() => {
    const stock = params.get('stock') as StockFilter | null;
    return {
      q: params.get('q') ?? '',
      page: positiveInt(params.get('page'), 1),
      pageSize: positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZE),
      sort: params.get('sort') ?? '',
      brand: params.get('brand') ?? '',
      category: params.get('category') ?? '',
      stock: stock && STOCK_FILTERS.includes(stock) ? stock : undefined,
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
          for (const [key, value] of Object.entries(merged) as [keyof InventoryView, unknown][]) {
            const name = PARAM_NAMES[key];
            const isDefault =
              value === undefined ||
              value === '' ||
              (key === 'page' && value === 1) ||
              (key === 'pageSize' && value === DEFAULT_PAGE_SIZE);
            if (isDefault) next.delete(name);
            else next.set(name, String(value));
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
