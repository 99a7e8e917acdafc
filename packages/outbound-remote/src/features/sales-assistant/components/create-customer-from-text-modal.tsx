import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from '@aide/ui-kit';
import { describeError } from '@aide/shared-auth';
import { useParseCustomerTextMutation, type ParsedCustomerText } from '../api/customer-text-api';
import { CreateCustomerFromTextReview } from './create-customer-from-text-review';

const MAX_TEXT_LENGTH = 5000;

export interface CreateCustomerFromTextModalProps {
  open: boolean;
  onClose: () => void;
}

/** Paste an email signature (or any text about a person) → review what was read → save the customer. */
export function CreateCustomerFromTextModal({ open, onClose }: CreateCustomerFromTextModalProps) {
  return (
    <Modal
      title="New customer from text"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={600}
    >
      {/* Unmounted on close, so the next opening starts from an empty paste. */}
      <CreateCustomerFromTextSteps onClose={onClose} />
    </Modal>
  );
}

function CreateCustomerFromTextSteps({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedCustomerText | null>(null);
  const [parseText, parseState] = useParseCustomerTextMutation();
  const trimmed = text.trim();

  const readDetails = async () => {
    try {
      setParsed(await parseText(trimmed).unwrap());
    } catch {
      // parseState.error shows the message below the text.
    }
  };

  if (parsed) {
    return <CreateCustomerFromTextReview parsed={parsed} onBack={() => setParsed(null)} onClose={onClose} />;
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Paste an email signature, a contact card or a few lines about the person. Nothing is saved until you
        review the details.
      </Typography.Text>
      <Input.TextArea
        aria-label="Text about the customer"
        placeholder={
          'Maria Anders\nPurchasing Manager, Alfreds Futterkiste\nmaria@alfreds.test · +49 30 1234567'
        }
        autoSize={{ minRows: 6, maxRows: 14 }}
        maxLength={MAX_TEXT_LENGTH}
        showCount
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {parseState.isError && (
        <Alert
          type="error"
          showIcon
          title={describeError(parseState.error, 'The text could not be read. Please try again.')}
        />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" disabled={!trimmed} loading={parseState.isLoading} onClick={readDetails}>
          Read details
        </Button>
      </Flex>
    </Flex>
  );
}
