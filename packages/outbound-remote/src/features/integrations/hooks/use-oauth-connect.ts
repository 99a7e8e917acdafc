import { useCallback, useState } from 'react';
import { getRuntimeConfig, useAppDispatch, describeError } from '@aide/shared-auth';
import { App } from '@aide/ui-kit';
import { integrationsApi, useLazyGetNylasAuthUrlQuery } from '../api/integrations-api';
import type { EmailProvider, OAuthPurpose } from '../api/integration-types';
import { OAuthPopupError, openOAuthPopup } from '../lib/oauth-popup';
import { PROVIDER_LABEL } from '../lib/providers';

export interface OAuthConnectState {
  /** Starts the popup flow; call it directly from a click handler (pop-up blockers). True when connected. */
  connect: (provider: EmailProvider) => Promise<boolean>;
  /** The provider whose popup is open, if any. */
  pending: EmailProvider | null;
  /** Why the last attempt failed, for an Alert near the buttons. */
  error: string | null;
  clearError: () => void;
}

/**
 * Connecting a Google/Microsoft mailbox through the API's Nylas popup, for the member's mailbox or the AI
 * employee (`purpose`). On success the mailbox lists, the AI employee and the onboarding status refetch.
 */
export function useOAuthConnect(purpose: OAuthPurpose, onConnected?: () => void): OAuthConnectState {
  const [fetchAuthUrl] = useLazyGetNylasAuthUrlQuery();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [pending, setPending] = useState<EmailProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const connect = useCallback(
    async (provider: EmailProvider) => {
      setError(null);
      setPending(provider);
      try {
        const apiOrigin = new URL(getRuntimeConfig().apiBaseUrl).origin;
        await openOAuthPopup(async () => (await fetchAuthUrl({ provider, purpose }).unwrap()).url, apiOrigin);
        // Before the refetch, so a screen that moves on (set-up → details) does not flash the new data first.
        onConnected?.();
        dispatch(integrationsApi.util.invalidateTags(['EmailConnections', 'AiEmployee', 'OnboardingStatus']));
        message.success(`${PROVIDER_LABEL[provider]} mailbox connected`);
        return true;
      } catch (failure) {
        setError(
          failure instanceof OAuthPopupError
            ? failure.message
            : describeError(failure, 'The sign-in could not be started. Please try again.'),
        );
        return false;
      } finally {
        setPending(null);
      }
    },
    [dispatch, fetchAuthUrl, message, onConnected, purpose],
  );

  return { connect, pending, error, clearError: useCallback(() => setError(null), []) };
}
