import { Typography } from '@aide/ui-kit';
import { AuditLogTable } from './audit-log-table';

/** Every operator action, as the database recorded it (append-only: nobody edits or removes an entry). */
export function AuditLogPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Audit log
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every operator action, written by the database as it happened. Entries cannot be changed or removed.
      </Typography.Paragraph>
      <AuditLogTable />
    </>
  );
}
