import type { ApiRequestBody, ApiResponse } from '@aide/api-contract';
import type { PurchaseOrderDetail } from './purchase-orders-api';
import { inboundApi } from '../../../api/inbound-api';

// Types from the API's generated contract (docs/inbound-api.md "Intake").
export type IntakeSettings = ApiResponse<'/accounting/purchase-orders/intake', 'get'>;
export type IntakeResult = ApiResponse<'/accounting/purchase-orders/intake', 'post'>['results'][number];
export type IntakeEmail = ApiResponse<'/accounting/purchase-orders/intake/emails', 'get'>['emails'][number];
export type ExtractionEdit = ApiRequestBody<'/accounting/purchase-orders/{id}/extraction', 'patch'>;

/** What one upload sends: files, and email text pasted in the box (a text part of its own). */
export interface IntakeUpload {
  files: File[];
  pastedText?: string;
}

export const purchaseOrderIntakeApi = inboundApi.injectEndpoints({
  endpoints: (build) => ({
    getIntakeSettings: build.query<IntakeSettings, void>({
      query: () => '/accounting/purchase-orders/intake',
    }),
    getIntakeEmails: build.query<IntakeEmail[], void>({
      query: () => '/accounting/purchase-orders/intake/emails',
      transformResponse: (response: { emails: IntakeEmail[] }) => response.emails,
      providesTags: ['IntakeEmails'],
    }),
    uploadPurchaseOrders: build.mutation<{ results: IntakeResult[] }, IntakeUpload>({
      query: ({ files, pastedText }) => {
        const body = new FormData();
        for (const file of files) body.append('files', file, file.name);
        if (pastedText?.trim()) body.append('text', pastedText);
        return { url: '/accounting/purchase-orders/intake', method: 'POST', body };
      },
      invalidatesTags: ['PurchaseOrders'],
    }),
    editPurchaseOrderExtraction: build.mutation<PurchaseOrderDetail, { id: string; edit: ExtractionEdit }>({
      query: ({ id, edit }) => ({
        url: `/accounting/purchase-orders/${encodeURIComponent(id)}/extraction`,
        method: 'PATCH',
        body: edit,
      }),
      invalidatesTags: ['PurchaseOrders'],
    }),
  }),
});

export const {
  useGetIntakeSettingsQuery,
  useGetIntakeEmailsQuery,
  useUploadPurchaseOrdersMutation,
  useEditPurchaseOrderExtractionMutation,
} = purchaseOrderIntakeApi;
