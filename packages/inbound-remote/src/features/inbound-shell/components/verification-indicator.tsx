import { Flex, Switch, Typography } from '@aide/ui-kit';

/** SPEC §2: always shown and always disabled; every order is verified, members cannot turn it off. */
export function VerificationIndicator() {
  return (
    <Flex vertical gap={4}>
      <Flex align="center" justify="space-between" gap={12}>
        <Typography.Text strong id="verification-enabled-label">
          Verification enabled
        </Typography.Text>
        <Switch
          checked
          disabled
          size="small"
          aria-labelledby="verification-enabled-label"
          aria-describedby="verification-enabled-help"
        />
      </Flex>
      <Typography.Text type="secondary" id="verification-enabled-help" style={{ fontSize: 12 }}>
        Every incoming order is scored and checked against your catalog and customer history. This is always
        on.
      </Typography.Text>
    </Flex>
  );
}
