import type { ImportKind } from '../lib/import-kinds';
import type { ImportResult } from './upload-import';
import { outboundApi } from '../../../api/outbound-api';

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

/** The kinds a Google Sheet can hold (sales history is uploaded as a file only). */
export type GoogleSheetKind = Extract<ImportKind, 'customers' | 'inventory'>;

export const importsApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getImports: build.query<Page<ImportRecord>, { kind: ImportKind; page?: number; pageSize?: number }>({
      query: ({ kind, page = 1, pageSize = 5 }) =>
        `/api/imports?kind=${kind}&page=${page}&page_size=${pageSize}`,
      providesTags: (_result, _error, { kind }) => [{ type: 'Imports', id: kind }],
    }),
    /** Imports a shared Google Sheet through the same pipeline as a file (422 carries the row problems). */
    importGoogleSheet: build.mutation<ImportResult, { url: string; kind: GoogleSheetKind }>({
      query: (body) => ({ url: '/api/download-google-drive', method: 'POST', body }),
      invalidatesTags: (_result, error, { kind }) =>
        error ? [] : ['OnboardingStatus', { type: 'Imports', id: kind }],
    }),
  }),
});

export const { useGetImportsQuery, useImportGoogleSheetMutation } = importsApi;
