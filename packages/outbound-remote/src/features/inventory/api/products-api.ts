import type { ApiResponse } from '@aide/api-contract';
import type { Page } from '../../../api/page';
import { outboundApi } from '../../../api/outbound-api';

export type StockFilter = 'in' | 'low' | 'out';

/** One row of the inventory (`GET /api/products`), from the API's generated contract. */
export type Product = ApiResponse<'/api/products', 'get'>['items'][number];
export type ProductOffer = NonNullable<Product['offer']>;

export interface ProductsQuery {
  page: number;
  page_size: number;
  search?: string;
  sort?: string;
  brand?: string;
  category?: string;
  stock?: StockFilter;
}

/** Leaves out empty filters so the URL only says what the user chose. */
function productParams(query: ProductsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size };
  for (const key of ['search', 'sort', 'brand', 'category', 'stock'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

export const productsApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Page<Product>, ProductsQuery>({
      query: (query) => ({ url: '/api/products', params: productParams(query) }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
