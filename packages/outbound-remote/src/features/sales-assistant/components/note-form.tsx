import { useState } from 'react';
import { App, Button, Flex, Input } from '@aide/ui-kit';
import { describeError } from '@aide/shared-auth';
import { useWriteNoteMutation } from '../api/notes-api';

const MAX_NOTE_LENGTH = 5000;

export interface NoteFormProps {
  customerId: string;
}

/** Free text about the customer; the assistant reads it and proposes changes shown under the note. */
export function NoteForm({ customerId }: NoteFormProps) {
  const { message } = App.useApp();
  const [body, setBody] = useState('');
  const [writeNote, { isLoading }] = useWriteNoteMutation();
  const trimmed = body.trim();

  async function save() {
    try {
      await writeNote({ customer_id: customerId, body: trimmed }).unwrap();
      setBody('');
    } catch (error) {
      // The text stays in the box so nothing typed is lost.
      message.error(describeError(error, 'The note could not be saved. Try again.'));
    }
  }

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="New note"
        placeholder="What happened? e.g. “Now Head of Purchasing, call back in 2 weeks, interested in organic coffee”"
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={MAX_NOTE_LENGTH}
        showCount
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Flex justify="flex-end">
        <Button type="primary" onClick={save} loading={isLoading} disabled={!trimmed}>
          Save note
        </Button>
      </Flex>
    </Flex>
  );
}
