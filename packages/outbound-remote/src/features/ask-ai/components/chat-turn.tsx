import { Alert, Button, Flex, Spin, Tag, Typography } from '@aide/ui-kit';
import type { Citation, ProviderInfo } from '../api/chat-api';
import { AnswerMarkdown } from './answer-markdown';
import { CitationLinks } from './citation-links';
import { ProviderTag } from './provider-tag';

export function QuestionBubble({ text }: { text: string }) {
  return (
    <Flex justify="flex-end">
      <div
        style={{
          maxWidth: '80%',
          padding: '8px 12px',
          borderRadius: 12,
          background: 'rgba(22, 119, 255, 0.08)',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography.Text>{text}</Typography.Text>
      </div>
    </Flex>
  );
}

export interface AnswerBlockProps {
  text: string;
  provider: ProviderInfo | null;
  citations: Citation[];
  status: 'streaming' | 'complete' | 'stopped' | 'error';
  activity?: string | null;
  error?: string | null;
  /** Offered with an error: asks the same question again. */
  onRetry?: () => void;
}

/** One answer: who wrote it, the Markdown so far, what it is doing, its sources, and how it ended. */
export function AnswerBlock({
  text,
  provider,
  citations,
  status,
  activity,
  error,
  onRetry,
}: AnswerBlockProps) {
  const streaming = status === 'streaming';
  return (
    <article aria-label="Answer" aria-busy={streaming}>
      <Flex vertical gap={6}>
        <Flex gap={6} align="center" wrap>
          {provider && <ProviderTag provider={provider} />}
          {status === 'stopped' && <Tag color="warning">Stopped</Tag>}
        </Flex>
        {text && <AnswerMarkdown text={text} />}
        {streaming && (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">
              {activity ?? (text ? 'Writing…' : 'Thinking…')}
            </Typography.Text>
          </Flex>
        )}
        {status === 'error' && (
          <Alert
            type="error"
            showIcon
            title={error ?? 'The answer failed. Try again.'}
            action={
              onRetry && (
                <Button size="small" onClick={onRetry}>
                  Retry
                </Button>
              )
            }
          />
        )}
        <CitationLinks citations={citations} />
      </Flex>
    </article>
  );
}
