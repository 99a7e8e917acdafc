import { baseApi } from '@aide/shared-auth';

/** The caller's auto approval rules (docs/inbound-api.md "Auto approval rules"). */
export interface AutoApprovalRules {
  order_value_threshold: number;
  ai_score_threshold: number;
  customer_list: string;
  updated_at: string | null;
}

export interface AutoApprovalRulesResponse {
  rules: AutoApprovalRules;
  /** False while the member has never saved: the rules are the defaults. */
  saved: boolean;
}

export type AutoApprovalRulesInput = Omit<AutoApprovalRules, 'updated_at'>;

const RULES_URL = '/accounting/auto-approval-rules';

export const autoApprovalRulesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AutoApprovalRules'] })
  .injectEndpoints({
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
            dispatch(autoApprovalRulesApi.util.upsertQueryData('getAutoApprovalRules', undefined, data));
          } catch {
            // The form reports the failure; the cached rules stay as they were.
          }
        },
      }),
    }),
  });

export const { useGetAutoApprovalRulesQuery, useSaveAutoApprovalRulesMutation } = autoApprovalRulesApi;
