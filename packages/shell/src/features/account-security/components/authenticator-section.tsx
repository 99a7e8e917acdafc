import { useState } from 'react';
import type { Factor } from '@supabase/supabase-js';
import {
  Alert,
  App,
  Button,
  Card,
  ConfirmDangerButton,
  Flex,
  formatDate,
  List,
  ListItemText,
  Skeleton,
  Tag,
  Typography,
} from '@aide/ui-kit';
import { mfaErrorMessage } from '../../mfa';
import {
  authFailureOf,
  useEnrollTotpMutation,
  useGetFactorsQuery,
  useRemoveFactorMutation,
  type TotpEnrollment,
} from '../api/security-api';
import { AuthenticatorSetup } from './authenticator-setup';

export interface AuthenticatorSectionProps {
  /** The member's organization requires two-step verification: the last authenticator stays. */
  organizationRequiresMfa: boolean;
}

const DEFAULT_NAME = 'Authenticator app';

/** A name no verified factor has yet (GoTrue refuses two factors of one name). */
function nextFactorName(verified: Factor[]): string {
  const names = new Set(verified.map((factor) => factor.friendly_name));
  if (!names.has(DEFAULT_NAME)) return DEFAULT_NAME;
  let index = 2;
  while (names.has(`${DEFAULT_NAME} ${index}`)) index += 1;
  return `${DEFAULT_NAME} ${index}`;
}

/** Two-step verification: the verified authenticators, adding one (QR code, secret, first code), removing one. */
export function AuthenticatorSection({ organizationRequiresMfa }: AuthenticatorSectionProps) {
  const { message } = App.useApp();
  const { data: factors, isLoading, isError } = useGetFactorsQuery();
  const [enroll, { isLoading: enrolling }] = useEnrollTotpMutation();
  const [remove] = useRemoveFactorMutation();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [error, setError] = useState<string | null>(null);

  const verified = (factors ?? []).filter(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
  const unfinished = (factors ?? [])
    .filter((factor) => factor.status === 'unverified')
    .map((factor) => factor.id);
  const keepLast = organizationRequiresMfa && verified.length === 1;

  async function startSetup() {
    setError(null);
    const result = await enroll({ friendlyName: nextFactorName(verified), unfinished });
    if ('error' in result) return setError(mfaErrorMessage(authFailureOf(result.error)));
    setEnrollment(result.data);
  }

  async function removeFactor(factor: Factor) {
    const result = await remove(factor.id);
    if ('error' in result) return setError(mfaErrorMessage(authFailureOf(result.error)));
    message.success(`${factor.friendly_name || DEFAULT_NAME} removed`);
  }

  function verifiedNow() {
    setEnrollment(null);
    message.success('Two-step verification is on: signing in now asks for a code from your app.');
  }

  return (
    <Card title="Two-step verification">
      <Typography.Paragraph>
        {verified.length > 0
          ? 'On. Signing in asks for your password and a 6-digit code from your authenticator app.'
          : 'Off. Add an authenticator app so that signing in needs a code from your phone as well as your password.'}
      </Typography.Paragraph>
      {isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      {isError && (
        <Alert type="error" showIcon title="Your authenticators could not be loaded. Please try again." />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {verified.length > 0 && (
        <List
          dataSource={verified}
          renderItem={(factor) => (
            <List.Item
              actions={[
                <ConfirmDangerButton
                  key="remove"
                  label="Remove"
                  title={`Remove ${factor.friendly_name || DEFAULT_NAME}?`}
                  description={
                    verified.length === 1
                      ? 'Signing in will no longer ask for a code.'
                      : 'Its codes will no longer be accepted.'
                  }
                  onConfirm={() => removeFactor(factor)}
                  disabled={keepLast}
                />,
              ]}
            >
              <ListItemText
                title={
                  <Flex gap={8} align="center">
                    {factor.friendly_name || DEFAULT_NAME} <Tag color="green">On</Tag>
                  </Flex>
                }
                description={`Added ${formatDate(factor.created_at)}`}
              />
            </List.Item>
          )}
        />
      )}
      {keepLast && (
        <Typography.Paragraph type="secondary">
          Your organization requires two-step verification: add another authenticator before removing this
          one.
        </Typography.Paragraph>
      )}
      {enrollment ? (
        <AuthenticatorSetup
          enrollment={enrollment}
          onVerified={verifiedNow}
          onClose={() => setEnrollment(null)}
        />
      ) : (
        !isLoading && (
          <Button type={verified.length ? 'default' : 'primary'} onClick={startSetup} loading={enrolling}>
            {verified.length ? 'Add another authenticator app' : 'Set up an authenticator app'}
          </Button>
        )
      )}
    </Card>
  );
}
