import { useEffect, useState } from 'react';
import { describeError } from '@aide/shared-auth';
import { Alert, Button, Card, Flex, formatDateTime, Progress, Typography } from '@aide/ui-kit';
import {
  EXPORT_POLL_MS,
  isExportRunning,
  useListExportsQuery,
  useStartExportMutation,
  type OrganizationExport,
} from '../api/organizations-api';

const formatSize = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function ExportStatus({ item }: { item: OrganizationExport }) {
  if (isExportRunning(item)) {
    return (
      <Flex vertical gap={4}>
        <Typography.Text>Exporting… (started {formatDateTime(item.created_at)})</Typography.Text>
        <Progress percent={item.progress} aria-label="Export progress" />
      </Flex>
    );
  }
  if (item.status === 'failed') {
    return <Alert type="error" showIcon title={`The export failed: ${item.error ?? 'unknown reason'}.`} />;
  }
  return (
    <Typography.Text>
      Exported {formatDateTime(item.finished_at ?? item.created_at)} by {item.requested_by_email} (
      {formatSize(item.size_bytes)}).{' '}
      {item.download_url ? (
        <Typography.Link href={item.download_url} download>
          Download the zip
        </Typography.Link>
      ) : (
        'The download link could not be made; reload to try again.'
      )}{' '}
      The link works for 15 minutes.
    </Typography.Text>
  );
}

export interface ExportCardProps {
  organizationId: string;
}

/**
 * The organization's data for them to take away: every table as CSV, a manifest and its files, in one zip
 * written by a background job. Progress shows while it runs; then a download link that expires.
 */
export function ExportCard({ organizationId }: ExportCardProps) {
  const [running, setRunning] = useState(false);
  // Asked again every second while the newest export is being written.
  const exports = useListExportsQuery(organizationId, { pollingInterval: running ? EXPORT_POLL_MS : 0 });
  const latest = exports.data?.items[0];
  const nowRunning = isExportRunning(latest);
  useEffect(() => setRunning(nowRunning), [nowRunning]);
  const [start, started] = useStartExportMutation();

  return (
    <Card title="Export data">
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          One zip of every table of the organization (CSV), a manifest and its stored files, for the company
          to keep or move elsewhere.
        </Typography.Paragraph>
        {latest && <ExportStatus item={latest} />}
        <div>
          <Button
            onClick={() => void start(organizationId)}
            loading={started.isLoading}
            disabled={isExportRunning(latest)}
          >
            {latest ? 'Export again' : 'Export data'}
          </Button>
        </div>
        {started.error && (
          <Alert type="error" showIcon title={describeError(started.error, 'The export could not start.')} />
        )}
      </Flex>
    </Card>
  );
}
