import { baseApi } from '@aide/shared-auth';
import type { ImportKind } from '../lib/import-kinds';

export interface ImportRecord {
  id: string;
  kind: ImportKind;
  file_name: string;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  created_at: string;
  created_by_email: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export const importsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Imports'] }).injectEndpoints({
  endpoints: (build) => ({
    getImports: build.query<Page<ImportRecord>, { kind: ImportKind; page?: number; pageSize?: number }>({
      query: ({ kind, page = 1, pageSize = 5 }) =>
        `/api/imports?kind=${kind}&page=${page}&page_size=${pageSize}`,
      providesTags: (_result, _error, { kind }) => [{ type: 'Imports', id: kind }],
    }),
  }),
});

export const { useGetImportsQuery } = importsApi;
