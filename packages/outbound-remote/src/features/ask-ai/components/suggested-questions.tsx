import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from '@aide/ui-kit';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import { RetryAlert } from '../../../components/retry-alert';
import { useGetChatSuggestionsQuery } from '../api/chat-api';
import { ProviderTag } from './provider-tag';

/** What an empty conversation offers: questions worded for the organization's data, one click to ask. */
export function SuggestedQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  const { data, isLoading, isError, refetch } = useGetChatSuggestionsQuery();

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError || !data) {
    return (
      <Empty description="Ask anything about your customers, sales, inventory or offers below.">
        <RetryAlert
          type="warning"
          title="Suggested questions could not be loaded."
          onRetry={() => void refetch()}
        />
      </Empty>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          What would you like to know?
        </Typography.Title>
        <ProviderTag provider={data.provider} />
      </Flex>
      <Typography.Text type="secondary">Pick a question to start, or type your own below.</Typography.Text>
      <Row gutter={[12, 12]}>
        {data.suggestions.map((suggestion) => (
          <Col xs={24} sm={12} key={suggestion}>
            <Card
              size="small"
              hoverable
              role="button"
              tabIndex={0}
              aria-label={suggestion}
              onClick={() => onAsk(suggestion)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onAsk(suggestion);
                }
              }}
            >
              <Flex gap={8} align="flex-start">
                <BulbOutlined style={{ marginTop: 4 }} />
                <Typography.Text>{suggestion}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
