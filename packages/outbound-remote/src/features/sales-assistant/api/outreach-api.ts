import { outboundApi } from '../../../api/outbound-api';

export interface PreselectedItem {
  product_id: string;
  quantity?: number;
}

export interface EmailDraft {
  to: string;
  subject: string;
  body: string;
}

export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** An email handed to the background sender (202): it goes out within seconds, or is retried. */
export interface QueuedEmail {
  id: string;
  to: string;
  subject: string;
  sent_via: string;
  status: EmailStatus;
  queued_at: string;
  sent_at: string | null;
}

export interface OutreachEmail {
  id: string;
  kind: string;
  to_email: string;
  subject: string;
  sent_via: string;
  status: EmailStatus;
  /** Why the last attempt failed: kept while it is retried, the reason once it failed. */
  last_error: string | null;
  queued_at: string;
  sent_at: string | null;
}

interface PreselectedEmailArgs {
  customer_id: string;
  items: PreselectedItem[];
}

export const outreachApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    draftPreselectedItemsEmail: build.mutation<EmailDraft, PreselectedEmailArgs>({
      query: (args) => ({
        url: '/api/send-preselected-items-email',
        method: 'POST',
        body: { mode: 'draft', ...args },
      }),
    }),
    sendPreselectedItemsEmail: build.mutation<
      QueuedEmail,
      PreselectedEmailArgs & { subject: string; body: string; idempotencyKey: string }
    >({
      query: ({ idempotencyKey, ...args }) => ({
        url: '/api/send-preselected-items-email',
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: { mode: 'send', ...args },
      }),
      invalidatesTags: (result, _error, { customer_id }) =>
        result ? [{ type: 'OutreachEmails', id: customer_id }] : [],
    }),
    getOutreachEmails: build.query<{ items: OutreachEmail[] }, string>({
      // Polled by the list while an email is still on its way (see PreselectedSentEmails).
      query: (customerId) => ({ url: '/api/outreach_emails', params: { customer_id: customerId } }),
      providesTags: (_result, _error, customerId) => [{ type: 'OutreachEmails', id: customerId }],
    }),
  }),
});

export const {
  useDraftPreselectedItemsEmailMutation,
  useSendPreselectedItemsEmailMutation,
  useGetOutreachEmailsQuery,
} = outreachApi;
