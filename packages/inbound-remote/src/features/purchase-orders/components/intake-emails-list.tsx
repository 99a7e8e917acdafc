import { useLiveTable } from '@aide/shared-auth';
import { List, Typography } from '@aide/ui-kit';
import { useGetIntakeEmailsQuery, type IntakeEmail } from '../api/purchase-order-intake-api';
import { IntakeListItem, type IntakeOutcome } from './intake-list-item';

const STATUS: Record<IntakeEmail['status'], IntakeOutcome> = {
  created: { color: 'success', label: 'Order created' },
  duplicate: { color: 'default', label: 'Duplicate' },
  ignored: { color: 'default', label: 'No order found' },
  failed: { color: 'error', label: 'Could not be read' },
};

export interface IntakeEmailsListProps {
  onOpenOrder: (id: string) => void;
}

/**
 * The latest emails mail intake took in from the intake address, and what became of each; live, so an email a
 * customer just sent shows up while the dialog is open.
 */
export function IntakeEmailsList({ onOpenOrder }: IntakeEmailsListProps) {
  useLiveTable({ table: 'aide_intake_emails', invalidates: ['IntakeEmails'] });
  const emails = useGetIntakeEmailsQuery();
  if (!emails.data?.length) return null;
  return (
    <section aria-label="Emails received">
      <Typography.Text strong>Emails received</Typography.Text>
      <List
        size="small"
        dataSource={emails.data}
        renderItem={(email) => (
          <IntakeListItem
            title={email.subject || '(no subject)'}
            outcome={STATUS[email.status]}
            description={[email.from_email, email.detail].filter(Boolean).join(' · ') || undefined}
            orderId={email.purchase_order_id}
            onOpenOrder={onOpenOrder}
          />
        )}
      />
    </section>
  );
}
