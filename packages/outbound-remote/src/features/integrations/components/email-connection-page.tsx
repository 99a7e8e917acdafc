import { Link } from 'react-router-dom';
import { Card, Flex, Typography } from '@aide/ui-kit';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { ConnectMailboxButtons } from './connect-mailbox-buttons';
import { EmailConnectionList } from './email-connection-list';
import { SandboxMailboxNotice } from './sandbox-mailbox-notice';

/** /email-connection: the member's mailboxes in detail, connect and disconnect. */
export function EmailConnectionPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Email Connection</Typography.Title>
      <Typography.Paragraph type="secondary">
        Connect the Google or Microsoft mailbox you sell from. Aide reads your customer conversations from it
        and sends the emails you approve. The sign-in opens in a pop-up window; your password never reaches
        Aide. The AI employee has its own mailbox, set up on the{' '}
        <Link to={OUTBOUND_ROUTES.aiEmployee}>AI employee</Link> page.
      </Typography.Paragraph>
      <SandboxMailboxNotice />
      <Card title="Connected mailboxes">
        <Flex vertical gap={16}>
          <EmailConnectionList showStatus />
          <ConnectMailboxButtons purpose="mailbox" />
        </Flex>
      </Card>
    </Flex>
  );
}
