import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Typography } from '@aide/ui-kit';
import { useBulkApprovePurchaseOrdersMutation, type BulkApproveResult } from '../api/purchase-orders-api';
import { describeError } from '@aide/shared-auth';

export interface BulkApproveButtonProps {
  ids: string[];
  onDone: () => void;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "Approve selected (n)": confirms, approves the selected pending orders at once and reports what happened. */
export function BulkApproveButton({ ids, onDone }: BulkApproveButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [bulkApprove, { isLoading }] = useBulkApprovePurchaseOrdersMutation();
  const { message, notification } = App.useApp();

  const close = () => {
    setOpen(false);
    setReason('');
    setFailure(null);
  };

  const report = (result: BulkApproveResult) => {
    const approved = `Approved ${plural(result.approved.length, 'purchase order')}`;
    if (result.skipped.length === 0) {
      message.success(`${approved}.`);
      return;
    }
    notification.warning({
      title: `${approved}, skipped ${result.skipped.length}.`,
      description: (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {result.skipped.map((skip) => (
            <li key={skip.id}>{skip.message}</li>
          ))}
        </ul>
      ),
    });
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await bulkApprove({ ids, reason: reason.trim() || undefined }).unwrap();
      report(result);
      close();
      onDone();
    } catch (error) {
      const text = describeError(error, 'The purchase orders could not be approved. Please try again.');
      setFailure(text);
      message.error(text);
    }
  };

  return (
    <>
      <Button type="primary" disabled={ids.length === 0} onClick={() => setOpen(true)}>
        Approve selected ({ids.length})
      </Button>
      <Modal
        open={open}
        title={`Approve ${plural(ids.length, 'purchase order')}?`}
        okText="Approve"
        onOk={confirm}
        confirmLoading={isLoading}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Each selected order that is still pending is approved in your name. Orders someone else decided in
          the meantime are skipped.
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="Reason (optional)"
          placeholder="Reason (optional)"
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
      </Modal>
    </>
  );
}
