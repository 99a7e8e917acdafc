import { formatDateTime, Timeline, Typography } from '@aide/ui-kit';
import type { PurchaseOrderAction, PurchaseOrderEvent } from '../api/purchase-orders-api';

const ACTIONS: Record<PurchaseOrderAction, { label: string; color: string }> = {
  received: { label: 'Received', color: 'blue' },
  scored: { label: 'Scored', color: 'gray' },
  approved: { label: 'Approved', color: 'green' },
  auto_approved: { label: 'Auto-approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  edited: { label: 'Edited', color: 'orange' },
};

export interface AuditTrailProps {
  events: PurchaseOrderEvent[];
}

/** What happened to the order, who or which rule did it, why and when — oldest first as the API sends it. */
export function AuditTrail({ events }: AuditTrailProps) {
  if (events.length === 0) return <Typography.Text type="secondary">No events recorded yet.</Typography.Text>;
  return (
    <section aria-label="Audit trail">
      <Timeline
        items={events.map((event) => {
          const action = ACTIONS[event.action] ?? { label: event.action, color: 'gray' };
          return {
            key: event.id,
            color: action.color,
            content: (
              <>
                <Typography.Text strong>{action.label}</Typography.Text>
                <Typography.Text> by {event.actor_label}</Typography.Text>
                {event.reason && (
                  <Typography.Paragraph style={{ margin: 0 }}>“{event.reason}”</Typography.Paragraph>
                )}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {formatDateTime(event.created_at)}
                </Typography.Text>
              </>
            ),
          };
        })}
      />
    </section>
  );
}
