import type { CustomerListItem } from './customers-search-api';
import { outboundApi } from '../../../api/outbound-api';

/** The fields a pasted text can fill in; each is null when the text did not say. */
export interface ParsedCustomerFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  job_title: string | null;
  city: string | null;
  segment: string | null;
}

export interface ParsedCustomerText {
  fields: ParsedCustomerFields;
  /** Required fields the text did not contain, e.g. `["email"]`. */
  missing: string[];
  /** A customer that already has the parsed email. */
  duplicate: { id: string; name: string } | null;
}

/** The reviewed fields; `name` and `email` are required. */
export interface NewCustomerInput {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  job_title?: string;
  city?: string;
  segment?: string;
}

export const customerTextApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation although nothing is saved: every paste is read anew, never served from a cache.
    parseCustomerText: build.mutation<ParsedCustomerText, string>({
      query: (text) => ({ url: '/api/parse_customer_text', method: 'POST', body: { text } }),
    }),
    createCustomerFromText: build.mutation<CustomerListItem, NewCustomerInput>({
      query: (body) => ({ url: '/api/create_customer_from_text', method: 'POST', body }),
      invalidatesTags: ['Customers'],
    }),
  }),
});

export const { useParseCustomerTextMutation, useCreateCustomerFromTextMutation } = customerTextApi;
