import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  ConfirmDangerButton,
  Descriptions,
  Flex,
  formatDate,
  Tag,
} from '@aide/ui-kit';
import {
  useDisconnectAiEmployeeMailboxMutation,
  type AiEmployee,
  ConnectMailboxButtons,
  PROVIDER_LABEL,
  ProviderIcon,
  toEmailProvider,
} from '../../integrations';
import { describeError } from '@aide/shared-auth';

export interface AiEmployeeDetailsProps {
  employee: AiEmployee;
  /** Reached through /create-employee: say that it is already set up. */
  alreadyCreated: boolean;
}

/** The connected AI employee: its mailbox, with Change mailbox and Disconnect. */
export function AiEmployeeDetails({ employee, alreadyCreated }: AiEmployeeDetailsProps) {
  const { message } = App.useApp();
  const [changing, setChanging] = useState(false);
  const [disconnect, { isLoading: disconnecting }] = useDisconnectAiEmployeeMailboxMutation();
  const provider = toEmailProvider(employee.provider);

  const onDisconnect = async () => {
    try {
      await disconnect().unwrap();
      message.success('AI employee mailbox disconnected');
    } catch (error) {
      message.error(describeError(error, 'The mailbox could not be disconnected. Please try again.'));
    }
  };

  return (
    <Flex vertical gap={16}>
      {alreadyCreated && <Alert type="success" showIcon title="Your AI employee is already set up." />}
      <Card
        title={
          <Flex gap={8} align="center">
            Your AI employee <Tag color="green">Active</Tag>
          </Flex>
        }
      >
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Email">{employee.email}</Descriptions.Item>
          <Descriptions.Item label="Provider">
            <Flex gap={8} align="center">
              {provider && <ProviderIcon provider={provider} />}
              {provider ? PROVIDER_LABEL[provider] : 'Unknown'}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Connected">{formatDate(employee.connected_at)}</Descriptions.Item>
        </Descriptions>
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => setChanging((open) => !open)}>
            {changing ? 'Cancel' : 'Change mailbox'}
          </Button>
          <ConfirmDangerButton
            label="Disconnect"
            title="Disconnect the AI employee's mailbox?"
            description="It stops sending email until you connect a mailbox again."
            onConfirm={onDisconnect}
            loading={disconnecting}
          />
        </Flex>
      </Card>
      {changing && (
        <Card title="Change mailbox" size="small">
          <ConnectMailboxButtons
            purpose="ai_employee"
            verb="Use a mailbox from"
            onConnected={() => setChanging(false)}
          />
        </Card>
      )}
    </Flex>
  );
}
