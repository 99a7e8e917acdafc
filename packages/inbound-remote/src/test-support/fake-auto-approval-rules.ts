import { http, HttpResponse } from 'msw';
import type { AutoApprovalRulesResponse } from '../features/auto-approval-rules/api/auto-approval-rules-api';

export const AUTO_APPROVAL_RULES_URL = 'http://api.test/accounting/auto-approval-rules';

/** What the API answers for an organization that never saved its own auto-approval rules. */
export const DEFAULT_AUTO_APPROVAL_RULES: AutoApprovalRulesResponse = {
  rules: {
    order_value_threshold: 1000,
    ai_score_threshold: 80,
    customer_list: '',
    confidence_threshold: 0.9,
    updated_at: null,
  },
  saved: false,
};

/** GET of the rules answering the defaults, for screens that show the rules without being about them. */
export function defaultAutoApprovalRulesHandler() {
  return http.get(AUTO_APPROVAL_RULES_URL, () => HttpResponse.json(DEFAULT_AUTO_APPROVAL_RULES));
}
