import { App, Button, Empty, Flex, List, Popconfirm, Skeleton, Typography } from '@aide/ui-kit';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { conversationPath, OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { describeError } from '@aide/shared-auth';
import { RetryAlert } from '../../../components/retry-alert';
import { useDeleteConversationMutation, useListConversationsQuery } from '../api/chat-api';
import { formatRelativeTime } from '../lib/relative-time';

export interface ConversationListProps {
  activeId: string | null;
  /** Called after the user picks or starts a conversation (the narrow layout closes its drawer). */
  onNavigate?: () => void;
}

/** The user's conversations, newest first: open one, start a new one, delete one. */
export function ConversationList({ activeId, onNavigate }: ConversationListProps) {
  const { data, isLoading, isError, refetch } = useListConversationsQuery();
  const [deleteConversation] = useDeleteConversationMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const remove = async (id: string) => {
    try {
      await deleteConversation(id).unwrap();
      message.success('Conversation deleted.');
      if (id === activeId) void navigate(OUTBOUND_ROUTES.askAi);
    } catch (error) {
      message.error(describeError(error, 'The conversation could not be deleted. Try again.'));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        block
        onClick={() => {
          void navigate(OUTBOUND_ROUTES.askAi);
          onNavigate?.();
        }}
      >
        New conversation
      </Button>
      {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {isError && (
        <RetryAlert
          type="error"
          title="Your conversations could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && data.items.length === 0 && (
        <Empty description="No conversations yet. Ask a question to start one." />
      )}
      {data && data.items.length > 0 && (
        <nav aria-label="Conversations">
          <List
            size="small"
            dataSource={data.items}
            renderItem={(conversation) => {
              const active = conversation.id === activeId;
              return (
                <List.Item
                  style={{ paddingInline: 8, background: active ? 'rgba(22, 119, 255, 0.08)' : undefined }}
                  actions={[
                    <Popconfirm
                      key="delete"
                      title="Delete this conversation?"
                      description="Its questions and answers are removed for good."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(conversation.id)}
                    >
                      <Button
                        type="text"
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`Delete ${conversation.title}`}
                      />
                    </Popconfirm>,
                  ]}
                >
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Link
                      to={conversationPath(conversation.id)}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <Typography.Text strong={active} ellipsis style={{ maxWidth: '100%' }}>
                        {conversation.title}
                      </Typography.Text>
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatRelativeTime(conversation.updated_at)}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              );
            }}
          />
        </nav>
      )}
    </Flex>
  );
}
