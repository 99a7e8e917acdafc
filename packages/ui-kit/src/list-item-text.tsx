import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface ListItemTextProps {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * A list row's title and description. antd's List.Item.Meta renders its title as an h4, which breaks the
 * page's heading order (WCAG 1.3.1) wherever a list sits under an h1 or h2; this keeps the look without it.
 */
export function ListItemText({ title, description }: ListItemTextProps) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
    </Flex>
  );
}
