import { useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from '@aide/ui-kit';
import SendOutlined from '@ant-design/icons/SendOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';

/** The API's limit on a question (docs/ai-employee-api.md "Ask AI"). */
export const MAX_QUESTION_LENGTH = 4000;

export interface ChatComposerProps {
  streaming: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}

/** Where questions are typed: Enter sends, Shift+Enter starts a new line; Stop while an answer streams. */
export function ChatComposer({ streaming, onSend, onStop }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const question = draft.trim();
  const canSend = !streaming && question.length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(question);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a character, Enter confirms it rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Flex gap={8} align="flex-end">
      <Input.TextArea
        aria-label="Your question"
        placeholder="Ask about your customers, sales, inventory or offers…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MAX_QUESTION_LENGTH}
        showCount
        autoSize={{ minRows: 1, maxRows: 8 }}
        style={{ flex: 1 }}
      />
      {streaming ? (
        <Button danger icon={<StopOutlined />} onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Button type="primary" icon={<SendOutlined />} onClick={send} disabled={!canSend}>
          Send
        </Button>
      )}
    </Flex>
  );
}
