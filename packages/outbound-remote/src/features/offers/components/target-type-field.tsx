import { Form, Radio } from '@aide/ui-kit';
import type { OfferTargetType } from '../api/offers-api';

export interface TargetTypeFieldProps {
  label: string;
  /** How each choice reads on its button. */
  choiceLabels: Record<OfferTargetType, string>;
  required?: boolean;
}

/**
 * The form's `target_type`, brand or category, as a pair of buttons. Switching clears `target_value`: it was
 * chosen from the other list.
 */
export function TargetTypeField({ label, choiceLabels, required }: TargetTypeFieldProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item name="target_type" label={label} rules={required ? [{ required: true }] : undefined}>
      <Radio.Group
        optionType="button"
        options={[
          { value: 'brand', label: choiceLabels.brand },
          { value: 'category', label: choiceLabels.category },
        ]}
        onChange={() => form.setFieldValue('target_value', undefined)}
      />
    </Form.Item>
  );
}
