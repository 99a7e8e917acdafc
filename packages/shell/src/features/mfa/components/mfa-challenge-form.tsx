import { useCallback, useEffect, useState } from 'react';
import { getSupabase, useSignOut } from '@aide/shared-auth';
import { Alert, AuthCard, Button, Flex, Form, Input } from '@aide/ui-kit';
import { MFA_TEXT, mfaErrorMessage, normaliseCode } from '../lib/mfa-error-message';

interface Challenge {
  factorId: string;
  challengeId: string;
}

/** Refusals after which the challenge cannot be used again: a new one is started at once. */
const SPENT_CHALLENGE = new Set(['mfa_challenge_expired', 'mfa_ip_address_mismatch', 'mfa_factor_not_found']);

/** Starts a challenge on the member's verified authenticator, or says why it could not. */
async function startChallenge(): Promise<Challenge | string> {
  const { mfa } = getSupabase().auth;
  const factors = await mfa.listFactors();
  if (factors.error) return mfaErrorMessage(factors.error);
  const factor = factors.data.totp[0];
  if (!factor) return 'No authenticator app is set up on this account. Sign out and sign in again.';
  const challenge = await mfa.challenge({ factorId: factor.id });
  if (challenge.error) return mfaErrorMessage(challenge.error);
  return { factorId: factor.id, challengeId: challenge.data.id };
}

/** The 6-digit code form: one challenge reused across wrong codes (5 minutes), renewed when it expires. */
export function MfaChallengeForm() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const { signOut, busy: signingOut } = useSignOut('local');

  const renewChallenge = useCallback(async (): Promise<Challenge | null> => {
    const next = await startChallenge();
    if (typeof next === 'string') {
      setError(next);
      return null;
    }
    setChallenge(next);
    return next;
  }, []);

  useEffect(() => {
    void renewChallenge();
  }, [renewChallenge]);

  async function verify({ code: typed }: { code?: string }) {
    const code = normaliseCode(typed ?? '');
    if (!code) return setError(MFA_TEXT.codeFormat);
    setBusy(true);
    try {
      const current = challenge ?? (await renewChallenge());
      if (!current) return;
      const { error: refused } = await getSupabase().auth.mfa.verify({ ...current, code });
      // Verified: MFA_CHALLENGE_VERIFIED raises the session to aal2 and the page moves on.
      if (!refused) return;
      setError(mfaErrorMessage(refused));
      form.setFieldValue('code', '');
      if (refused.code && SPENT_CHALLENGE.has(refused.code)) {
        setChallenge(null);
        await renewChallenge();
      }
    } catch {
      setError(MFA_TEXT.unavailable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Two-step verification" subtitle="Enter the 6-digit code from your authenticator app">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={verify} requiredMark={false}>
        <Form.Item name="code" label="Authentication code">
          <Input
            autoFocus
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            size="large"
          />
        </Form.Item>
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            Verify
          </Button>
          <Button type="link" onClick={signOut} loading={signingOut}>
            Use a different account
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
