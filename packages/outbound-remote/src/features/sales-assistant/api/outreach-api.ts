import { baseApi } from '@aide/shared-auth';

export interface PreselectedItem {
  product_id: string;
  quantity?: number;
}

export interface EmailDraft {
  to: string;
  subject: string;
  body: string;
}

export interface SentEmail {
  id: string;
  to: string;
  subject: string;
  sent_via: string;
  sent_at: string;
}

export interface OutreachEmail {
  id: string;
  kind: string;
  to_email: string;
  subject: string;
  sent_via: string;
  sent_at: string;
}

interface PreselectedEmailArgs {
  customer_id: string;
  items: PreselectedItem[];
}

export const outreachApi = baseApi.enhanceEndpoints({ addTagTypes: ['OutreachEmails'] }).injectEndpoints({
  endpoints: (build) => ({
    draftPreselectedItemsEmail: build.mutation<EmailDraft, PreselectedEmailArgs>({
      query: (args) => ({
        url: '/api/send-preselected-items-email',
        method: 'POST',
        body: { mode: 'draft', ...args },
      }),
    }),
    sendPreselectedItemsEmail: build.mutation<
      SentEmail,
      PreselectedEmailArgs & { subject: string; body: string }
    >({
      query: (args) => ({
        url: '/api/send-preselected-items-email',
        method: 'POST',
        body: { mode: 'send', ...args },
      }),
      invalidatesTags: (result, _error, { customer_id }) =>
        result ? [{ type: 'OutreachEmails', id: customer_id }] : [],
    }),
    getOutreachEmails: build.query<{ items: OutreachEmail[] }, string>({
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
