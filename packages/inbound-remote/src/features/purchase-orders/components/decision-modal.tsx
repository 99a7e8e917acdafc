import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from '@aide/ui-kit';
import {
  useApprovePurchaseOrderMutation,
  useRejectPurchaseOrderMutation,
  type PurchaseOrderSummary,
} from '../api/purchase-orders-api';
import { describeError } from '@aide/shared-auth';

export type Decision = 'approve' | 'reject';

export const REJECT_REASON_REQUIRED = 'Enter a reason: the customer and your team see why it was rejected.';

export interface DecisionModalProps {
  order: Pick<PurchaseOrderSummary, 'id' | 'po_number'>;
  decision: Decision | null;
  onClose: () => void;
}

interface DecisionForm {
  reason?: string;
}

/**
 * Approve (reason optional) or reject (reason required) one order. A failure keeps the dialog open with the
 * API's message, except 409 (someone decided first): the drawer then refreshes and shows who.
 */
export function DecisionModal({ order, decision, onClose }: DecisionModalProps) {
  const [form] = Form.useForm<DecisionForm>();
  const [failure, setFailure] = useState<string | null>(null);
  const [approve, approving] = useApprovePurchaseOrderMutation();
  const [reject, rejecting] = useRejectPurchaseOrderMutation();
  const { message } = App.useApp();
  const isReject = decision === 'reject';

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async ({ reason }: DecisionForm) => {
    const trimmed = reason?.trim() ?? '';
    setFailure(null);
    try {
      if (isReject) await reject({ id: order.id, reason: trimmed }).unwrap();
      else await approve({ id: order.id, reason: trimmed || undefined }).unwrap();
      message.success(`${order.po_number} ${isReject ? 'rejected' : 'approved'}.`);
      close();
    } catch (error) {
      const text = describeError(
        error,
        `${order.po_number} could not be ${isReject ? 'rejected' : 'approved'}. Please try again.`,
      );
      message.error(text);
      if ((error as { status?: unknown }).status === 409) close();
      else setFailure(text);
    }
  };

  return (
    <Modal
      open={decision !== null}
      title={`${isReject ? 'Reject' : 'Approve'} ${order.po_number}`}
      okText={isReject ? 'Reject' : 'Approve'}
      okButtonProps={{ danger: isReject }}
      confirmLoading={approving.isLoading || rejecting.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<DecisionForm> form={form} layout="vertical" onFinish={submit} clearOnDestroy>
        <Form.Item
          name="reason"
          label={isReject ? 'Reason' : 'Reason (optional)'}
          rules={[
            ...(isReject ? [{ required: true, whitespace: true, message: REJECT_REASON_REQUIRED }] : []),
            { max: 1000, message: 'Keep the reason under 1,000 characters.' },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
