import { describeError } from '@aide/shared-auth';
import { App, ConfirmButton, CompactTable, type ListColumns } from '@aide/ui-kit';
import { useResendEmailMutation, type FailedEmail } from '../api/health-api';
import { errorColumn, failedAtColumn, organizationColumn } from '../lib/health-columns';

function ResendButton({ email }: { email: FailedEmail }) {
  const [resend, { isLoading }] = useResendEmailMutation();
  const { message } = App.useApp();
  const run = async () => {
    try {
      await resend(email.id).unwrap();
      void message.success(`The email to ${email.to} will be sent again.`);
    } catch (error) {
      void message.error(describeError(error, 'The email could not be resent.'));
    }
  };
  return (
    <ConfirmButton
      size="small"
      label="Resend"
      title={`Resend this email to ${email.to}?`}
      description={`It is sent again from ${email.organization_name}'s mailbox, and the resend is audited.`}
      aria-label={`Resend “${email.subject}” to ${email.to}`}
      loading={isLoading}
      onConfirm={run}
    />
  );
}

const COLUMNS: ListColumns<FailedEmail> = [
  organizationColumn<FailedEmail>(),
  { title: 'To', key: 'to', dataIndex: 'to', card: 'subtitle' },
  { title: 'Subject', key: 'subject', dataIndex: 'subject', card: 'details' },
  errorColumn<FailedEmail>(),
  failedAtColumn<FailedEmail>(),
  { title: 'Action', key: 'action', card: 'action', render: (_, email) => <ResendButton email={email} /> },
];

/** The latest outreach emails that failed, each with Resend. */
export function FailedEmailsTable({ emails }: { emails: FailedEmail[] }) {
  return (
    <CompactTable<FailedEmail>
      aria-label="Failed emails"
      columns={COLUMNS}
      dataSource={emails}
      rowKey="id"
      empty="No email failed to send."
    />
  );
}
