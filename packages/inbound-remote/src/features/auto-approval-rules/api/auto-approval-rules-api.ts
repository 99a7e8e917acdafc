import type { ApiRequestBody, ApiResponse } from '@aide/api-contract';
import { inboundApi } from '../../../api/inbound-api';

/** The caller's auto approval rules and whether they were ever saved (docs/inbound-api.md). */
export type AutoApprovalRulesResponse = ApiResponse<'/accounting/auto-approval-rules', 'get'>;
export type AutoApprovalRules = AutoApprovalRulesResponse['rules'];
export type AutoApprovalRulesInput = ApiRequestBody<'/accounting/auto-approval-rules', 'put'>;

const RULES_URL = '/accounting/auto-approval-rules';

export const autoApprovalRulesApi = inboundApi.injectEndpoints({
  endpoints: (build) => ({
    getAutoApprovalRules: build.query<AutoApprovalRulesResponse, void>({
      query: () => RULES_URL,
      providesTags: ['AutoApprovalRules'],
    }),
    saveAutoApprovalRules: build.mutation<AutoApprovalRulesResponse, AutoApprovalRulesInput>({
      query: (body) => ({ url: RULES_URL, method: 'PUT', body }),
      // The server's answer is what was stored: show it without another round trip.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(autoApprovalRulesApi.util.upsertQueryData('getAutoApprovalRules', undefined, data));
        } catch {
          // The form reports the failure; the cached rules stay as they were.
        }
      },
    }),
  }),
});

export const { useGetAutoApprovalRulesQuery, useSaveAutoApprovalRulesMutation } = autoApprovalRulesApi;
