import { useEffect, useRef } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from '@aide/ui-kit';
import { useResolveExceptionMutation, type ReconciliationLine } from '../api/reconciliation-api';
import { describeError } from '@aide/shared-auth';
import { DOCUMENT_LABELS } from '../lib/line-status';

export const MAX_NOTE_LENGTH = 1000;

export interface ResolveExceptionModalProps {
  /** The exception being resolved; null keeps the dialog closed. */
  line: ReconciliationLine | null;
  onClose: () => void;
}

interface NoteForm {
  note: string;
}

/** Asks why an exception is acceptable, then resolves it; the note is required and kept with the line. */
export function ResolveExceptionModal({ line, onClose }: ResolveExceptionModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NoteForm>();
  const [resolve, { isLoading, error, reset }] = useResolveExceptionMutation();

  // A new exception starts without the previous one's error (the form itself is destroyed on close).
  // `reset` changes identity with each request, so it is read through a ref, not listed as a dependency.
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    if (line) resetRef.current();
  }, [line]);

  const submit = async ({ note }: NoteForm) => {
    if (!line) return;
    const result = await resolve({
      purchase_order_id: line.purchase_order_id,
      document_kind: line.document_kind,
      line_ref: line.line_ref,
      note: note.trim(),
    });
    if ('data' in result) {
      void message.success(`Exception on ${line.po_number} resolved`);
      onClose();
    }
  };

  const subject = line
    ? `${line.po_number} · ${DOCUMENT_LABELS[line.document_kind]}${line.document_number ? ` ${line.document_number}` : ''}${line.sku ? ` · ${line.sku}` : ''}`
    : '';

  return (
    <Modal
      open={line !== null}
      title="Resolve exception"
      okText="Resolve"
      onOk={() => form.submit()}
      okButtonProps={{ loading: isLoading }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={describeError(error, 'The exception could not be resolved. Please try again.')}
        />
      )}
      <Form<NoteForm> form={form} layout="vertical" onFinish={submit} disabled={isLoading}>
        <Form.Item
          name="note"
          label="Note"
          rules={[
            {
              required: true,
              whitespace: true,
              message: 'Explain why this difference is acceptable or how it was settled.',
            },
            { max: MAX_NOTE_LENGTH, message: `Keep the note to ${MAX_NOTE_LENGTH} characters or fewer.` },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={MAX_NOTE_LENGTH}
            placeholder="For example: price change agreed with the customer by email on Nov 20."
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
