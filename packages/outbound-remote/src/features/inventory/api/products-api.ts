import type { ApiResponse } from '@aide/api-contract';
import { listRequest, type ListQuery, type Page } from '../../../api/page';
import { outboundApi } from '../../../api/outbound-api';

export type StockFilter = 'in' | 'low' | 'out';

/** One row of the inventory (`GET /api/products`), from the API's generated contract. */
export type Product = ApiResponse<'/api/products', 'get'>['items'][number];
export type ProductOffer = NonNullable<Product['offer']>;

export interface ProductsQuery extends ListQuery {
  brand?: string;
  category?: string;
  stock?: StockFilter;
}

export const productsApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Page<Product>, ProductsQuery>({
      query: listRequest<ProductsQuery>('/api/products', ['brand', 'category', 'stock']),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
