import type { ComponentProps } from 'react';
import { formatNumber, type Form } from '@aide/ui-kit';
import { RULE_LIMITS } from './rules-form-values';

// antd's rule type, reached through ui-kit (apps never import antd directly).
type FormRule = NonNullable<ComponentProps<typeof Form.Item>['rules']>[number];

/** Empty or negative order values are explained (SPEC §5: numeric; contract: ≥ 0). */
export const orderValueRules: FormRule[] = [
  { required: true, message: 'Enter an order value threshold in USD.' },
  {
    type: 'number',
    min: RULE_LIMITS.minOrderValue,
    message: 'The order value threshold cannot be negative.',
  },
];

/** SPEC §5: 0 to 100 percent. */
export const scoreRules: FormRule[] = [
  { required: true, message: 'Enter an AI score threshold from 0 to 100.' },
  {
    type: 'number',
    min: RULE_LIMITS.minScore,
    max: RULE_LIMITS.maxScore,
    message: 'The AI score threshold must be from 0 to 100.',
  },
];

/** The API stores at most 4000 characters; say how far over the list is. */
export const customerListRule: FormRule = {
  validator(_rule, value: string | undefined) {
    const length = value?.length ?? 0;
    if (length <= RULE_LIMITS.maxCustomerListLength) return Promise.resolve();
    return Promise.reject(
      new Error(
        `The customer list can hold at most ${formatNumber(RULE_LIMITS.maxCustomerListLength)} characters (it has ${formatNumber(length)}).`,
      ),
    );
  },
};
