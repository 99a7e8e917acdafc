import { useState } from 'react';
import { Button, Card, Col, Drawer, Flex, Row, Typography, useNarrowerThan } from '@aide/ui-kit';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useParams } from 'react-router-dom';
import { useChatSession } from '../hooks/use-chat-session';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/** Below this width the page has no room for the conversation list beside the conversation (antd's `lg`). */
const TWO_COLUMNS_MIN_WIDTH = 992;

/** Ask AI (/ask-ai, /ask-ai/:conversationId): the user's conversations beside the open one. */
export function AskAiPage() {
  const conversationId = useParams().conversationId ?? null;
  const session = useChatSession(conversationId);
  const narrow = useNarrowerThan(TWO_COLUMNS_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const list = <ConversationList activeId={conversationId} onNavigate={() => setDrawerOpen(false)} />;
  const view = <ConversationView conversationId={conversationId} session={session} />;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Ask AI
        </Typography.Title>
        {narrow && (
          <Button icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)}>
            Conversations
          </Button>
        )}
      </Flex>
      {narrow ? (
        <>
          <Drawer
            title="Conversations"
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          >
            {list}
          </Drawer>
          {view}
        </>
      ) : (
        <Row gutter={16} wrap={false}>
          <Col flex="280px">
            <Card size="small">{list}</Card>
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            {view}
          </Col>
        </Row>
      )}
    </Flex>
  );
}
