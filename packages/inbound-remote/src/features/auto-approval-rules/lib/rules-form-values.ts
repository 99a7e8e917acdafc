import type { AutoApprovalRules, AutoApprovalRulesInput } from '../api/auto-approval-rules-api';

/** Limits of the contract (docs/inbound-api.md): checked in the form so invalid rules are never sent. */
export const RULE_LIMITS = {
  minOrderValue: 0,
  minScore: 0,
  maxScore: 100,
  maxCustomerListLength: 4000,
} as const;

/** What the form holds: InputNumber leaves `null` when the box is empty. */
export interface RulesFormValues {
  order_value_threshold: number | null;
  ai_score_threshold: number | null;
  customer_list: string;
}

export function toFormValues(rules: AutoApprovalRules): RulesFormValues {
  return {
    order_value_threshold: rules.order_value_threshold,
    ai_score_threshold: rules.ai_score_threshold,
    customer_list: rules.customer_list,
  };
}

/**
 * `" Acme ,, Globex Corp "` → `"Acme, Globex Corp"`: the API matches trimmed names, so blanks and stray
 * commas carry no meaning and are dropped before saving.
 */
export function normalizeCustomerList(text: string): string {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .join(', ');
}

/** The PUT body; call only with values the form has validated (both numbers present). */
export function toRulesInput(values: RulesFormValues): AutoApprovalRulesInput {
  return {
    order_value_threshold: values.order_value_threshold ?? 0,
    ai_score_threshold: values.ai_score_threshold ?? 0,
    customer_list: normalizeCustomerList(values.customer_list ?? ''),
  };
}
