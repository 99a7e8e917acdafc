import type { ApiResponse } from '@aide/api-contract';
import { pageParams, type Page, type PageQuery } from '../../../api/page';
import { outboundApi } from '../../../api/outbound-api';

export type StockFilter = 'in' | 'low' | 'out';

/** One row of the inventory (`GET /api/products`), from the API's generated contract. */
export type Product = ApiResponse<'/api/products', 'get'>['items'][number];
export type ProductOffer = NonNullable<Product['offer']>;

export interface ProductsQuery extends PageQuery {
  search?: string;
  sort?: string;
  brand?: string;
  category?: string;
  stock?: StockFilter;
}

const PRODUCT_FILTERS = ['search', 'sort', 'brand', 'category', 'stock'] as const;

export const productsApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Page<Product>, ProductsQuery>({
      query: (query) => ({ url: '/api/products', params: pageParams(query, PRODUCT_FILTERS) }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
