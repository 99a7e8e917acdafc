import { useNavigate } from 'react-router-dom';
import { Alert, Card, Flex, Steps, Typography } from '@aide/ui-kit';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { ConnectMailboxButtons } from '../../integrations';

export interface AiEmployeeSetupProps {
  /** Reached through /ai-employee: say first that no employee exists yet. */
  fromDetailsRoute: boolean;
}

/** No AI employee yet: choose the Google or Microsoft mailbox it sends from, then sign in to it. */
export function AiEmployeeSetup({ fromDetailsRoute }: AiEmployeeSetupProps) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      {fromDetailsRoute && (
        <Alert
          type="info"
          showIcon
          title="You have no AI employee yet."
          description="Create one below by connecting the mailbox it will send from."
        />
      )}
      <Card title="Create your AI employee">
        <Flex vertical gap={16}>
          <Typography.Paragraph>
            Your AI employee writes to your customers from its own mailbox. Use a dedicated address (for
            example sales-assistant@your-company.com) so its emails are easy to tell apart from yours.
          </Typography.Paragraph>
          <Steps
            size="small"
            current={0}
            items={[
              { title: 'Choose the mailbox provider' },
              { title: 'Sign in to that mailbox in the pop-up' },
              { title: 'Your AI employee is ready' },
            ]}
          />
          <ConnectMailboxButtons
            purpose="ai_employee"
            verb="Use a mailbox from"
            onConnected={() => navigate(OUTBOUND_ROUTES.aiEmployee)}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
