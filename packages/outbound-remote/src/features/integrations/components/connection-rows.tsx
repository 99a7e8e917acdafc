import type { ReactNode } from 'react';
import { Empty, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { QueryErrorAlert } from '../../../components/query-error-alert';

export interface ConnectionRowProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** One connected account: icon, name, a secondary line and an action on the right. */
export function ConnectionRow({ icon, title, description, action }: ConnectionRowProps) {
  return (
    <Flex
      role="listitem"
      align="center"
      justify="space-between"
      gap={12}
      style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        {icon && <span style={{ fontSize: 20 }}>{icon}</span>}
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {title}
          </Typography.Text>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </Flex>
      </Flex>
      {action}
    </Flex>
  );
}

/** The list around ConnectionRow items (antd's List is deprecated in v6). */
export function ConnectionRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical role="list" aria-label={label}>
      {children}
    </Flex>
  );
}

export interface QueriedConnectionRowsProps<T> {
  /** The RTK Query result of the connections. */
  query: { data?: readonly T[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  label: string;
  /** How many lines the loading skeleton has. */
  skeletonRows: number;
  /** The reason shown when the failed read carries none. */
  errorFallback: string;
  /** What an empty list says. */
  empty: string;
  children: (connection: T) => ReactNode;
}

/** The ConnectionRows of a query: a skeleton while it loads, its error with Retry, or what none says. */
export function QueriedConnectionRows<T>({
  query,
  label,
  skeletonRows,
  errorFallback,
  empty,
  children,
}: QueriedConnectionRowsProps<T>) {
  if (query.isLoading) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (query.error) return <QueryErrorAlert query={query} fallback={errorFallback} />;
  if (!query.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return <ConnectionRows label={label}>{query.data.map(children)}</ConnectionRows>;
}
