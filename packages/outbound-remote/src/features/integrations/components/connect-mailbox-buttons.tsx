import { Alert, Button, Flex } from '@aide/ui-kit';
import type { OAuthPurpose } from '../api/integration-types';
import { useOAuthConnect } from '../hooks/use-oauth-connect';
import { EMAIL_PROVIDERS, PROVIDER_LABEL, ProviderIcon } from '../lib/providers';

export interface ConnectMailboxButtonsProps {
  purpose: OAuthPurpose;
  /** Button text before the provider name, e.g. "Connect" → "Connect Google". */
  verb?: string;
  onConnected?: () => void;
}

/** "Connect Google" / "Connect Microsoft", each opening the sign-in popup, with the last failure below. */
export function ConnectMailboxButtons({
  purpose,
  verb = 'Connect',
  onConnected,
}: ConnectMailboxButtonsProps) {
  const { connect, pending, error, clearError } = useOAuthConnect(purpose, onConnected);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        {EMAIL_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            icon={<ProviderIcon provider={provider} />}
            loading={pending === provider}
            disabled={pending !== null && pending !== provider}
            onClick={() => void connect(provider)}
          >
            {`${verb} ${PROVIDER_LABEL[provider]}`}
          </Button>
        ))}
      </Flex>
      {error && <Alert type="error" showIcon title={error} closable={{ onClose: clearError }} />}
    </Flex>
  );
}
