import { Link } from 'react-router-dom';
import { Alert, Card, Flex, Typography } from '@aide/ui-kit';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { useGetNylasAuthUrlQuery } from '../api/integrations-api';
import { ConnectMailboxButtons } from './connect-mailbox-buttons';
import { EmailConnectionList } from './email-connection-list';

/** /email-connection: the member's mailboxes in detail, connect and disconnect. */
export function EmailConnectionPage() {
  // Asked once up front so the sandbox notice shows before anyone clicks; a failure here is left to the
  // connect buttons, which report it when used.
  const { data: authInfo } = useGetNylasAuthUrlQuery({ provider: 'google', purpose: 'mailbox' });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Email Connection</Typography.Title>
      <Typography.Paragraph type="secondary">
        Connect the Google or Microsoft mailbox you sell from. Aide reads your customer conversations from it
        and sends the emails you approve. The sign-in opens in a pop-up window; your password never reaches
        Aide. The AI employee has its own mailbox, set up on the{' '}
        <Link to={OUTBOUND_ROUTES.aiEmployee}>AI employee</Link> page.
      </Typography.Paragraph>
      {authInfo?.sandbox && (
        <Alert
          type="info"
          showIcon
          title="Sandbox mode: no real mailbox is connected."
          description="This server has no email provider credentials, so the sign-in window is a local consent page that records a test mailbox. No Google or Microsoft account is contacted and no email is read or sent."
        />
      )}
      <Card title="Connected mailboxes">
        <Flex vertical gap={16}>
          <EmailConnectionList showStatus />
          <ConnectMailboxButtons purpose="mailbox" />
        </Flex>
      </Card>
    </Flex>
  );
}
