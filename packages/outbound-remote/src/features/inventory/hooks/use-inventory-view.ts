import type { StockFilter } from '../api/products-api';
import { oneOf, useListView, type ListParamNames, type ListView } from '@aide/ui-kit';

const STOCK_FILTERS: readonly StockFilter[] = ['in', 'low', 'out'];

export interface InventoryView extends ListView {
  brand: string;
  category: string;
  stock: StockFilter | undefined;
}

// Every parameter is its field's name.
const PARAM_NAMES: ListParamNames<InventoryView> = {};

function readFilters(params: URLSearchParams) {
  return {
    brand: params.get('brand') ?? '',
    category: params.get('category') ?? '',
    stock: oneOf(params.get('stock'), STOCK_FILTERS),
  };
}

/** The inventory table's view in the URL (?q=&page=&sort=&brand=&category=&stock=). */
export const useInventoryView = () => useListView<InventoryView>(PARAM_NAMES, readFilters);
