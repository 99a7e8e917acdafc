import { useEffect, useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Spin } from '@aide/ui-kit';
import { LoadErrorAlert } from '@aide/shared-auth';
import {
  useDraftPreselectedItemsEmailMutation,
  useSendPreselectedItemsEmailMutation,
  type EmailDraft,
  type PreselectedItem,
} from '../api/outreach-api';
import { MutationErrorAlert } from './mutation-error-alert';

export interface PreselectedEmailModalProps {
  open: boolean;
  customerId: string;
  items: PreselectedItem[];
  onClose: () => void;
}

/** The assistant drafts an email of the chosen items; the user edits it and sends it. */
export function PreselectedEmailModal({ open, customerId, items, onClose }: PreselectedEmailModalProps) {
  return (
    <Modal title="Email these items" open={open} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {/* Mounted only while open, so every opening drafts the current selection afresh. */}
      {open && <PreselectedEmailForm customerId={customerId} items={items} onSent={onClose} />}
    </Modal>
  );
}

interface PreselectedEmailFormProps {
  customerId: string;
  items: PreselectedItem[];
  onSent: () => void;
}

function PreselectedEmailForm({ customerId, items, onSent }: PreselectedEmailFormProps) {
  const { message } = App.useApp();
  const [draftEmail, drafting] = useDraftPreselectedItemsEmailMutation();
  const [sendEmail, sending] = useSendPreselectedItemsEmailMutation();
  const [draft, setDraft] = useState<EmailDraft | null>(null);
  // One key per opening: sending again (a double click, a retry after a lost answer) queues nothing new.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function requestDraft() {
    try {
      setDraft(await draftEmail({ customer_id: customerId, items }).unwrap());
    } catch {
      // Shown from the mutation's error below, with a retry.
    }
  }

  useEffect(() => {
    void requestDraft();
    // Drafts once per opening; the selection cannot change while the modal is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send() {
    if (!draft) return;
    try {
      const sent = await sendEmail({
        customer_id: customerId,
        items,
        subject: draft.subject,
        body: draft.body,
        idempotencyKey,
      }).unwrap();
      message.success(
        `Sending the email to ${sent.to}${sent.sent_via === 'outbox' ? ' (to the local outbox)' : ''}`,
      );
      onSent();
    } catch {
      // The error shows in the modal and the edited draft stays.
    }
  }

  if (!draft) {
    if (drafting.isError) {
      return (
        <LoadErrorAlert
          error={drafting.error}
          fallback="The assistant could not draft this email."
          onRetry={requestDraft}
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin tip="The assistant is writing…">
          <div style={{ width: 200, height: 40 }} aria-label="Drafting the email" />
        </Spin>
      </Flex>
    );
  }

  const canSend = draft.subject.trim() !== '' && draft.body.trim() !== '';
  return (
    <Form layout="vertical" onFinish={send}>
      <Form.Item label="To" htmlFor="preselected-email-to">
        <Input id="preselected-email-to" value={draft.to} readOnly />
      </Form.Item>
      <Form.Item label="Subject" htmlFor="preselected-email-subject">
        <Input
          id="preselected-email-subject"
          value={draft.subject}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Body" htmlFor="preselected-email-body">
        <Input.TextArea
          id="preselected-email-body"
          value={draft.body}
          autoSize={{ minRows: 8, maxRows: 18 }}
          maxLength={20000}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
      </Form.Item>
      <MutationErrorAlert mutation={sending} fallback="The email could not be sent. Try again." />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={sending.isLoading} disabled={!canSend}>
          Send
        </Button>
      </Flex>
    </Form>
  );
}
