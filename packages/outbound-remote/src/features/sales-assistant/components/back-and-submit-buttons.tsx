import { Button, Flex } from '@aide/ui-kit';

export interface BackAndSubmitButtonsProps {
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  submitting: boolean;
}

/** A form's last row: a way back on the left of the primary submit button. */
export function BackAndSubmitButtons({
  backLabel,
  onBack,
  submitLabel,
  submitting,
}: BackAndSubmitButtonsProps) {
  return (
    <Flex justify="end" gap={8}>
      <Button onClick={onBack}>{backLabel}</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
