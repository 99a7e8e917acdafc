import type { ReactNode } from 'react';
import { Flex, Typography } from '@aide/ui-kit';

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
