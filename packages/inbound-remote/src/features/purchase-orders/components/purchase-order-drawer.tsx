import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Divider,
  Drawer,
  formatDate,
  formatDateTime,
  formatMoney,
  Skeleton,
  Space,
  Typography,
  useIsMobile,
} from '@aide/ui-kit';
import { useGetPurchaseOrderQuery, type PurchaseOrderDetail } from '../api/purchase-orders-api';
import { describeError } from '@aide/shared-auth';
import { AuditTrail } from './audit-trail';
import { DecisionModal, type Decision } from './decision-modal';
import { ExtractionReviewModal } from './extraction-review-modal';
import { PurchaseOrderLinesTable } from './purchase-order-lines-table';
import { PurchaseOrderStatusTag } from './purchase-order-status-tag';
import { ScoreReasonsList } from './score-reasons-list';

export interface PurchaseOrderDrawerProps {
  /** The open order's id; '' keeps the drawer closed. */
  orderId: string;
  onClose: () => void;
}

/** One order in full: header, lines, the AI score's reasons, the audit trail, and approve/reject while pending. */
export function PurchaseOrderDrawer({ orderId, onClose }: PurchaseOrderDrawerProps) {
  const { data, isFetching, isError, error, refetch } = useGetPurchaseOrderQuery(orderId, {
    skip: !orderId,
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reviewing, setReviewing] = useState(false);
  // While another order loads, the cached one of the previous id must not show under the new title.
  const order = data?.id === orderId ? data : undefined;
  // On a phone the header has room for the title and Close only: the decisions go to the footer, where they
  // wrap instead of covering the Close button.
  const isMobile = useIsMobile();
  const actions = order?.status === 'pending' && (
    <Space wrap>
      {order.extraction && <Button onClick={() => setReviewing(true)}>Review document</Button>}
      <Button danger onClick={() => setDecision('reject')}>
        Reject
      </Button>
      <Button type="primary" onClick={() => setDecision('approve')}>
        Approve
      </Button>
    </Space>
  );

  return (
    <Drawer
      open={Boolean(orderId)}
      onClose={onClose}
      size={760}
      title={order ? `Purchase order ${order.po_number}` : 'Purchase order'}
      extra={isMobile ? undefined : actions}
      footer={isMobile && actions ? actions : undefined}
      destroyOnHidden
    >
      {isError && !order && (
        <Alert
          type="error"
          showIcon
          title="This purchase order could not be loaded."
          description={describeError(error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {!order && isFetching && <Skeleton active paragraph={{ rows: 8 }} />}
      {order && <PurchaseOrderDetails order={order} />}
      {order && <DecisionModal order={order} decision={decision} onClose={() => setDecision(null)} />}
      {order && <ExtractionReviewModal order={order} open={reviewing} onClose={() => setReviewing(false)} />}
    </Drawer>
  );
}

function PurchaseOrderDetails({ order }: { order: PurchaseOrderDetail }) {
  return (
    <>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="PO number">{order.po_number}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <PurchaseOrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Customer">{order.customer_name}</Descriptions.Item>
        <Descriptions.Item label="Total">{formatMoney(order.total, order.currency)}</Descriptions.Item>
        <Descriptions.Item label="Order date">{formatDate(order.order_date)}</Descriptions.Item>
        <Descriptions.Item label="Requested delivery">
          {formatDate(order.requested_delivery_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Received">{formatDateTime(order.received_at)}</Descriptions.Item>
        <Descriptions.Item label="Decided">
          {order.decided_by_label
            ? `${order.decided_by_label}, ${formatDateTime(order.decided_at)}`
            : 'Not yet'}
        </Descriptions.Item>
        {order.decision_reason && (
          <Descriptions.Item label="Decision reason" span={2}>
            {order.decision_reason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <Divider titlePlacement="start">Line items ({order.lines.length})</Divider>
      <PurchaseOrderLinesTable lines={order.lines} currency={order.currency} />

      <Divider />
      <ScoreReasonsList score={order.ai_score} reasons={order.score_reasons} />

      <Divider titlePlacement="start">Audit trail</Divider>
      <AuditTrail events={order.events} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Source: {order.source}
      </Typography.Text>
    </>
  );
}
