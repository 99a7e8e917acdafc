import { Alert } from '@aide/ui-kit';
import { useGetNylasAuthUrlQuery } from '../api/integrations-api';

/** Says that connecting a mailbox only records a test one, on a server without email provider credentials. */
export function SandboxMailboxNotice() {
  // Asked once up front so the notice shows before anyone clicks; a failure here is left to the connect
  // buttons, which report it when used.
  const { data: authInfo } = useGetNylasAuthUrlQuery({ provider: 'google', purpose: 'mailbox' });
  if (!authInfo?.sandbox) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="Sandbox mode: no real mailbox is connected."
      description="This server has no email provider credentials, so the sign-in window is a local consent page that records a test mailbox. No Google or Microsoft account is contacted and no email is read or sent."
    />
  );
}
