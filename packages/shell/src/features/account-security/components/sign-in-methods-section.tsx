import { useState } from 'react';
import type { UserIdentity } from '@supabase/supabase-js';
import { ACCOUNT_PATHS, getSupabase } from '@aide/shared-auth';
import {
  Alert,
  App,
  Button,
  Card,
  ConfirmDangerButton,
  List,
  ListItemText,
  Skeleton,
  Tag,
  Typography,
} from '@aide/ui-kit';
import { authFailureOf, useGetIdentitiesQuery, useUnlinkIdentityMutation } from '../api/security-api';
import {
  identityEmail,
  identityErrorMessage,
  LAST_METHOD_TEXT,
  SIGN_IN_METHODS,
  type LinkableProvider,
} from '../lib/sign-in-methods';

const LINK_SCOPES: Record<LinkableProvider, string> = {
  google: 'email profile',
  azure: 'email profile openid',
};

export interface SignInMethodsSectionProps {
  /** A refusal the provider's page sent back in the address (e.g. an account linked elsewhere). */
  returnedError?: { code?: string; description: string } | null;
}

/**
 * How the account signs in: password, Google, Microsoft. Linking leaves for the provider's page and comes
 * back here; the last method cannot be removed (the auth server refuses it too).
 */
export function SignInMethodsSection({ returnedError }: SignInMethodsSectionProps) {
  const { message } = App.useApp();
  const { data: identities, isLoading, isError } = useGetIdentitiesQuery();
  const [unlink] = useUnlinkIdentityMutation();
  const [linking, setLinking] = useState<LinkableProvider | null>(null);
  const [error, setError] = useState<string | null>(
    returnedError ? identityErrorMessage(returnedError.code, returnedError.description) : null,
  );
  const onlyOne = (identities?.length ?? 0) <= 1;

  async function link(provider: LinkableProvider) {
    setError(null);
    setLinking(provider);
    const { error: refused } = await getSupabase().auth.linkIdentity({
      provider,
      options: {
        redirectTo: `${window.location.origin}${ACCOUNT_PATHS.security}`,
        scopes: LINK_SCOPES[provider],
      },
    });
    // On success the browser is on its way to the provider's page.
    if (refused) {
      setLinking(null);
      setError(identityErrorMessage(refused.code, refused.message));
    }
  }

  async function remove(identity: UserIdentity, label: string) {
    setError(null);
    const result = await unlink(identity);
    if ('error' in result) {
      const { code, message: text } = authFailureOf(result.error);
      return setError(identityErrorMessage(code, text));
    }
    message.success(`${label} removed: you can no longer sign in with it.`);
  }

  return (
    <Card title="Sign-in methods">
      <Typography.Paragraph>The ways you can sign in to this account.</Typography.Paragraph>
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && (
        <Alert type="error" showIcon title="Your sign-in methods could not be loaded. Please try again." />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {identities && (
        <List
          dataSource={[...SIGN_IN_METHODS]}
          renderItem={({ provider, label }) => {
            const identity = identities.find((candidate) => candidate.provider === provider);
            const action = identity ? (
              <ConfirmDangerButton
                key="remove"
                label="Remove"
                title={`Remove ${label}?`}
                description="You will no longer be able to sign in with it."
                onConfirm={() => remove(identity, label)}
                disabled={onlyOne}
                aria-label={`Remove ${label}`}
              />
            ) : provider === 'email' ? null : (
              <Button
                key="link"
                onClick={() => link(provider)}
                loading={linking === provider}
                aria-label={`Link ${label}`}
              >
                Link
              </Button>
            );
            return (
              <List.Item actions={action ? [action] : []}>
                <ListItemText
                  title={
                    <>
                      {label} {identity ? <Tag color="green">Linked</Tag> : <Tag>Not linked</Tag>}
                    </>
                  }
                  description={
                    identity
                      ? identityEmail(identity)
                      : provider === 'email'
                        ? 'No password on this account.'
                        : `Sign in with your ${label} account.`
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      {identities && onlyOne && (
        <Typography.Paragraph type="secondary">{LAST_METHOD_TEXT}</Typography.Paragraph>
      )}
    </Card>
  );
}
