import type { StockFilter } from '../api/products-api';
import { useListView, type ListView } from '@aide/ui-kit';

const STOCK_FILTERS: readonly StockFilter[] = ['in', 'low', 'out'];

export interface InventoryView extends ListView {
  brand: string;
  category: string;
  stock: StockFilter | undefined;
}

const PARAM_NAMES: Record<keyof InventoryView, string> = {
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
  brand: 'brand',
  category: 'category',
  stock: 'stock',
};

function readFilters(params: URLSearchParams) {
  const stock = params.get('stock') as StockFilter | null;
  return {
    brand: params.get('brand') ?? '',
    category: params.get('category') ?? '',
    stock: stock && STOCK_FILTERS.includes(stock) ? stock : undefined,
  };
}

/** The inventory table's view in the URL (?q=&page=&sort=&brand=&category=&stock=). */
export const useInventoryView = () => useListView<InventoryView>(PARAM_NAMES, readFilters);
