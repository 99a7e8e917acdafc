import { baseApi } from '@aide/shared-auth';

export type OfferEmailTargetType = 'brand' | 'category';

/** Who gets the email: customers (optionally of one segment) who bought the brand or category in 365 days. */
export interface OfferEmailTarget {
  target_type: OfferEmailTargetType;
  target_value: string;
  segment?: string;
  offer_id?: string;
}

export interface OfferEmailRecipient {
  customer_id: string;
  name: string;
  email: string;
}

export interface OfferEmailDraft {
  /** The first 50 recipients. */
  recipients: OfferEmailRecipient[];
  recipient_count: number;
  subject: string;
  /** Plain text; `{{first_name}}` is replaced per recipient when sent. */
  body: string;
}

export interface OfferEmailQueued {
  /** Emails queued, one per recipient; background jobs send them. */
  queued: number;
  /** `outbox` when no mailbox is connected (local development). */
  sent_via: string;
}

const OFFER_EMAIL_URL = '/api/send-offer-brand-category-email';

export const offerEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    draftOfferEmail: build.mutation<OfferEmailDraft, OfferEmailTarget>({
      query: (target) => ({ url: OFFER_EMAIL_URL, method: 'POST', body: { mode: 'draft', ...target } }),
    }),
    sendOfferEmail: build.mutation<
      OfferEmailQueued,
      OfferEmailTarget & { subject: string; body: string; idempotencyKey: string }
    >({
      query: ({ idempotencyKey, ...email }) => ({
        url: OFFER_EMAIL_URL,
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: { mode: 'send', ...email },
      }),
    }),
  }),
});

export const { useDraftOfferEmailMutation, useSendOfferEmailMutation } = offerEmailApi;
