import { useEffect, useRef } from 'react';
import { Flex, Skeleton } from '@aide/ui-kit';
import { NextStepResult } from '../../../components/next-step-result';
import { RetryAlert } from '../../../components/retry-alert';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { useGetConversationQuery, type StoredMessage } from '../api/chat-api';
import { useAnswerAnnouncement } from '../hooks/use-answer-announcement';
import type { useChatSession } from '../hooks/use-chat-session';
import { AnswerBlock, QuestionBubble } from './chat-turn';
import { ChatComposer } from './chat-composer';
import { providerFromStored } from './provider-tag';
import { SuggestedQuestions } from './suggested-questions';

export interface ConversationViewProps {
  conversationId: string | null;
  session: ReturnType<typeof useChatSession>;
}

/** The question asked just before a stored answer, so a failed one can be asked again. */
function questionBefore(messages: StoredMessage[], index: number): string | null {
  const previous = messages[index - 1];
  return previous?.role === 'user' ? previous.content : null;
}

/** The open conversation: its stored history, the answers streaming now, and the composer. */
export function ConversationView({ conversationId, session }: ConversationViewProps) {
  const stored = useGetConversationQuery(conversationId ?? '', {
    // A conversation started on this page has no history yet; reopening one always shows its latest answers.
    skip: !conversationId || session.isNewConversation,
    refetchOnMountOrArgChange: true,
  });
  const messages = conversationId && !session.isNewConversation ? (stored.data?.messages ?? []) : [];
  const endRef = useRef<HTMLDivElement>(null);
  const lastTurn = session.turns.at(-1);
  useAnswerAnnouncement(lastTurn);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [session.turns.length, lastTurn?.answer, lastTurn?.status, messages.length]);

  const notFound = stored.isError && 'status' in stored.error && stored.error.status === 404;
  if (notFound) {
    return (
      <NextStepResult
        status="404"
        title="Conversation not found"
        subTitle="It may have been deleted. Start a new conversation instead."
        nextStep="New conversation"
        to={OUTBOUND_ROUTES.askAi}
      />
    );
  }

  const empty = !conversationId && session.turns.length === 0;
  return (
    <Flex vertical gap={16} style={{ minHeight: 0 }}>
      {/* Not a live region: the streamed text would be read token by token; the answer is announced whole. */}
      <section aria-label="Conversation">
        <Flex vertical gap={16}>
          {empty && <SuggestedQuestions onAsk={session.ask} />}
          {stored.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
          {stored.isError && (
            <RetryAlert
              type="error"
              title="This conversation could not be loaded."
              onRetry={() => void stored.refetch()}
            />
          )}
          {messages.map((message, index) => {
            if (message.role === 'user') return <QuestionBubble key={message.id} text={message.content} />;
            const question = questionBefore(messages, index);
            return (
              <AnswerBlock
                key={message.id}
                text={message.content}
                error={message.error ?? null}
                provider={providerFromStored(message.provider)}
                citations={message.citations}
                status={message.status}
                onRetry={question && !session.streaming ? () => session.ask(question) : undefined}
              />
            );
          })}
          {session.turns.map((turn) => (
            <Flex vertical gap={12} key={turn.key}>
              <QuestionBubble text={turn.question} />
              <AnswerBlock
                text={turn.answer}
                provider={turn.provider}
                citations={turn.citations}
                status={turn.status}
                activity={turn.activity}
                error={turn.error}
                onRetry={session.streaming ? undefined : () => session.retry(turn)}
              />
            </Flex>
          ))}
          <div ref={endRef} />
        </Flex>
      </section>
      <ChatComposer streaming={session.streaming} onSend={session.ask} onStop={session.stop} />
    </Flex>
  );
}
