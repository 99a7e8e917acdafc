import { useState, type FormEvent, type ReactNode } from 'react';
import { getSupabase, selectAssurance, selectUser, SignOutButton, useAppSelector } from '@aide/shared-auth';
import { Alert, AuthCard, Button, Flex, Input, Typography } from '@aide/ui-kit';

/**
 * For the console's own page (its team's standalone sign-in): the shell's OperatorGuard lets only operators
 * with an aal2 session through, and this says the same outside it, asking for the authenticator's code.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const assurance = useAppSelector(selectAssurance);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (assurance?.currentLevel === 'aal2' && user?.operator) return <>{children}</>;
  if (!user?.operator) {
    return (
      <AuthCard title="Platform console">
        <Flex vertical gap={12}>
          <Typography.Paragraph>This account is not a platform operator.</Typography.Paragraph>
          <SignOutButton />
        </Flex>
      </AuthCard>
    );
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const mfa = getSupabase().auth.mfa;
    const { data } = await mfa.listFactors();
    const factor = data?.totp[0];
    const result = factor
      ? await mfa.challengeAndVerify({ factorId: factor.id, code: code.trim() })
      : { error: new Error('Set up an authenticator under Security in the app first.') };
    setBusy(false);
    if (result.error) setError(result.error.message);
  };

  return (
    <AuthCard title="Platform console">
      <form onSubmit={(event) => void verify(event)}>
        <Flex vertical gap={12}>
          <label htmlFor="console-code">The 6-digit code of your authenticator app</label>
          <Input
            id="console-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" htmlType="submit" loading={busy}>
            Verify
          </Button>
        </Flex>
      </form>
    </AuthCard>
  );
}
