import {
  Alert,
  Card,
  Empty,
  Flex,
  formatDateTime,
  formatNumber,
  List,
  Skeleton,
  Typography,
} from '@aide/ui-kit';
import { useGetImportsQuery, type ImportRecord } from '../api/imports-api';
import type { ImportKind } from '../lib/import-kinds';

export interface RecentImportsProps {
  kind: ImportKind;
}

function describe(record: ImportRecord): string {
  const changes =
    record.kind === 'sales'
      ? `${formatNumber(record.inserted)} new, ${formatNumber(record.unchanged)} already loaded`
      : `${formatNumber(record.inserted)} new, ${formatNumber(record.updated)} updated`;
  const who = record.created_by_email ? ` by ${record.created_by_email}` : '';
  return `${formatNumber(record.total)} rows (${changes}) · ${formatDateTime(record.created_at)}${who}`;
}

/** The last imports of one kind (GET /api/imports), newest first. */
export function RecentImports({ kind }: RecentImportsProps) {
  const { data, isLoading, isError } = useGetImportsQuery({ kind });
  return (
    <Card title="Recent imports" size="small">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Alert type="error" showIcon title="Recent imports could not be loaded." />
      ) : !data || data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No imports yet" />
      ) : (
        <List<ImportRecord>
          aria-label="Recent imports"
          dataSource={data.items}
          renderItem={(record) => (
            <List.Item>
              {/* Not List.Item.Meta: its title is an h4, out of order under the page's h1. */}
              <Flex vertical>
                <Typography.Text strong>{record.file_name}</Typography.Text>
                <Typography.Text type="secondary">{describe(record)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
