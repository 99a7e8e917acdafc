import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from '@aide/ui-kit';
import { MFA_TEXT, mfaErrorMessage, normaliseCode } from '../../mfa';
import {
  authFailureOf,
  useRemoveFactorMutation,
  useVerifyTotpMutation,
  type TotpEnrollment,
} from '../api/security-api';

export interface AuthenticatorSetupProps {
  enrollment: TotpEnrollment;
  onVerified: () => void;
  onClose: () => void;
}

/**
 * Scan (or type) the new factor's secret, then prove it with a first code: the factor is on from then, and
 * this session is raised to aal2. Cancelling removes the unfinished factor.
 */
export function AuthenticatorSetup({ enrollment, onVerified, onClose }: AuthenticatorSetupProps) {
  const [verify, { isLoading: verifying }] = useVerifyTotpMutation();
  const [remove, { isLoading: cancelling }] = useRemoveFactorMutation();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  async function submit({ code: typed }: { code?: string }) {
    const code = normaliseCode(typed ?? '');
    if (!code) return setError(MFA_TEXT.codeFormat);
    const result = await verify({ factorId: enrollment.factorId, code });
    if ('error' in result) {
      setError(mfaErrorMessage(authFailureOf(result.error)));
      form.setFieldValue('code', '');
      return;
    }
    onVerified();
  }

  async function cancel() {
    await remove(enrollment.factorId);
    onClose();
  }

  return (
    <Flex vertical gap={16} aria-label="Set up an authenticator app" role="group">
      <Typography.Paragraph style={{ margin: 0 }}>
        1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password, …).
      </Typography.Paragraph>
      <img
        src={enrollment.qrCode}
        alt="QR code to scan with your authenticator app"
        width={180}
        height={180}
        style={{ background: '#fff', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8 }}
      />
      <Typography.Paragraph style={{ margin: 0 }}>
        Can&apos;t scan it? Enter this key in the app instead:{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {enrollment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>
        2. Enter the 6-digit code the app shows for Aide.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
      <Form form={form} layout="inline" onFinish={submit} requiredMark={false}>
        <Form.Item name="code" label="6-digit code">
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} style={{ width: 140 }} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={verifying}>
            Verify and turn on
          </Button>
          <Button onClick={cancel} loading={cancelling}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
