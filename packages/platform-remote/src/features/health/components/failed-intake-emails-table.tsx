import { CompactTable, type ListColumns } from '@aide/ui-kit';
import type { FailedIntakeEmail } from '../api/health-api';
import { errorColumn, failedAtColumn, organizationColumn } from '../lib/health-columns';

const COLUMNS: ListColumns<FailedIntakeEmail> = [
  organizationColumn<FailedIntakeEmail>(),
  { title: 'From', key: 'from', card: 'subtitle', render: (_, email) => email.from ?? 'Unknown sender' },
  {
    title: 'Subject',
    key: 'subject',
    card: 'details',
    render: (_, email) => email.subject ?? '(no subject)',
  },
  errorColumn<FailedIntakeEmail>(),
  failedAtColumn<FailedIntakeEmail>(),
];

/** Emails to the intake mailboxes whose order could not be read. */
export function FailedIntakeEmailsTable({ emails }: { emails: FailedIntakeEmail[] }) {
  return (
    <CompactTable<FailedIntakeEmail>
      aria-label="Failed intake emails"
      columns={COLUMNS}
      dataSource={emails}
      rowKey="id"
      empty="Every intake email was read."
    />
  );
}
