import type { CustomerProfile } from './customer-detail-api';
import { outboundApi } from '../../../api/outbound-api';

export type ProposalStatus = 'pending' | 'confirmed' | 'rejected';

/** A structured change the assistant read from a note; the user confirms or rejects it. */
export interface NoteProposal {
  id: string;
  field: string;
  label: string;
  current_value: string | null;
  proposed_value: string;
  status: ProposalStatus;
  decided_by_name: string | null;
  decided_at: string | null;
}

export interface CustomerNote {
  id: string;
  body: string;
  author_name: string | null;
  created_at: string;
  proposals: NoteProposal[];
}

export interface ProposalDecision {
  proposal_id: string;
  decision: 'confirm' | 'reject';
}

export interface ConfirmNotesChangesArgs {
  customerId: string;
  decisions: ProposalDecision[];
}

export const notesApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerNotes: build.query<{ items: CustomerNote[] }, string>({
      query: (customerId) => `/api/customers/${encodeURIComponent(customerId)}/notes`,
      providesTags: (_result, _error, customerId) => [{ type: 'CustomerNotes', id: customerId }],
    }),
    writeNote: build.mutation<CustomerNote, { customer_id: string; body: string }>({
      query: (body) => ({ url: '/api/write_notes', method: 'POST', body }),
      invalidatesTags: (_result, _error, { customer_id }) => [{ type: 'CustomerNotes', id: customer_id }],
    }),
    // Invalidated on a 409 too: someone else decided first, so the page shows their decision. A confirmed
    // change (job title, follow-up…) also shows in the My Customers list.
    confirmNotesChanges: build.mutation<
      { customer: CustomerProfile; proposals: NoteProposal[] },
      ConfirmNotesChangesArgs
    >({
      query: ({ decisions }) => ({
        url: '/api/confirm_notes_changes',
        method: 'POST',
        body: { decisions },
      }),
      invalidatesTags: (_result, _error, { customerId }) => [
        { type: 'CustomerNotes', id: customerId },
        { type: 'CustomerDetail', id: customerId },
        'Customers',
      ],
    }),
  }),
});

export const { useGetCustomerNotesQuery, useWriteNoteMutation, useConfirmNotesChangesMutation } = notesApi;
