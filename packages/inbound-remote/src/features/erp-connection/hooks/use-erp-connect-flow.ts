import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentMembership } from '@aide/shared-auth';
import { App } from '@aide/ui-kit';
import { useCreateErpLinkTokenMutation, useExchangeErpPublicTokenMutation } from '../api/erp-api';
import type { ErpSystem } from '../api/erp-types';
import { markErpConnectionUpdated } from '../lib/erp-connection-flag';
import { openMergeLink } from '../lib/merge-link';

/** SPEC §9: the link widget opens this long after the link token arrives. */
export const LINK_WIDGET_DELAY_MS = 100;

/** The sandbox link dialog's session (the API runs without a Merge key). */
export interface SandboxLinkSession {
  linkToken: string;
  system: ErpSystem;
}

export interface ErpConnectFlow {
  /** Creates a link token and opens the link widget; shows Missing Information without a system or organization. */
  start: (system: ErpSystem | undefined) => Promise<void>;
  /** The public token from the widget: exchanged on the server, then `onConnected`. */
  complete: (publicToken: string) => Promise<void>;
  /** The sandbox link dialog to show, if any. */
  sandbox: SandboxLinkSession | null;
  /** The user left the widget without linking: ends the session, then `onCancelled`. */
  cancel: () => void;
  /** Ends the widget's session quietly (the dialog was closed). */
  reset: () => void;
  /** A link token is being created, the widget is open or the exchange is running. */
  busy: boolean;
}

/**
 * SPEC §4 "ERP connect": link token → widget 100 ms later (Merge Link or the sandbox dialog) → public token
 * exchanged by the API → success toast, `erpConnectionUpdated` set, `onConnected`.
 */
export interface ErpConnectFlowOptions {
  onConnected: () => void;
  onCancelled: () => void;
}

export function useErpConnectFlow({ onConnected, onCancelled }: ErpConnectFlowOptions): ErpConnectFlow {
  const { notification } = App.useApp();
  const { data: membership } = useCurrentMembership();
  const [createLinkToken] = useCreateErpLinkTokenMutation();
  const [exchangePublicToken] = useExchangeErpPublicTokenMutation();
  const [sandbox, setSandbox] = useState<SandboxLinkSession | null>(null);
  const [busy, setBusy] = useState(false);
  const widgetTimer = useRef<number | undefined>(undefined);
  // Merge Link also calls onExit when it closes after a successful link; that is no cancellation.
  const exchanging = useRef(false);

  const reset = useCallback(() => {
    window.clearTimeout(widgetTimer.current);
    setSandbox(null);
    setBusy(false);
  }, []);
  useEffect(() => () => window.clearTimeout(widgetTimer.current), []);
  const cancel = useCallback(() => {
    if (exchanging.current) return;
    reset();
    onCancelled();
  }, [onCancelled, reset]);

  const complete = useCallback(
    async (publicToken: string) => {
      setSandbox(null);
      setBusy(true);
      exchanging.current = true;
      try {
        await exchangePublicToken(publicToken).unwrap();
      } catch {
        exchanging.current = false;
        notification.error({
          title: 'Connection Error',
          description: 'Failed to complete ERP connection. Please try again.',
        });
        setBusy(false);
        return;
      }
      exchanging.current = false;
      notification.success({ title: 'ERP Connected Successfully!' });
      markErpConnectionUpdated();
      setBusy(false);
      onConnected();
    },
    [exchangePublicToken, notification, onConnected],
  );

  const start = useCallback(
    async (system: ErpSystem | undefined) => {
      if (!system || !membership) {
        notification.error({
          title: 'Missing Information',
          description: 'Please select an ERP system and ensure organization data is loaded.',
        });
        return;
      }
      setBusy(true);
      let link;
      try {
        link = await createLinkToken({
          user: {
            organization: { id: membership.organization.id, name: membership.organization.name },
            email_address: membership.email,
          },
          integration: system,
        }).unwrap();
      } catch {
        notification.error({
          title: 'Connection Error',
          description: 'Failed to connect to ERP. Please try again.',
        });
        setBusy(false);
        return;
      }
      notification.success({ title: 'Link Token Created' });
      const { link_token: linkToken, mode } = link;
      window.clearTimeout(widgetTimer.current);
      widgetTimer.current = window.setTimeout(() => {
        if (mode === 'sandbox') {
          setSandbox({ linkToken, system });
          return;
        }
        openMergeLink({
          linkToken,
          onSuccess: (publicToken) => void complete(publicToken),
          onExit: cancel,
        }).catch(() => {
          notification.error({
            title: 'Connection Error',
            description: 'Failed to connect to ERP. Please try again.',
          });
          setBusy(false);
        });
      }, LINK_WIDGET_DELAY_MS);
    },
    [cancel, complete, createLinkToken, membership, notification],
  );

  return { start, complete, sandbox, cancel, reset, busy };
}
