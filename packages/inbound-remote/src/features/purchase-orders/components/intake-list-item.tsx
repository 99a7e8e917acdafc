import type { ReactNode } from 'react';
import { List, ListItemText, Tag, Typography } from '@aide/ui-kit';

/** What became of a received document: its tag. */
export interface IntakeOutcome {
  color: string;
  label: string;
}

export interface IntakeListItemProps {
  /** The document: a file name or an email's subject. */
  title: ReactNode;
  /** What became of it. */
  outcome: IntakeOutcome;
  description?: string;
  /** The order it created or duplicates, which "Open" opens; none for a document that made no order. */
  orderId?: string | null;
  onOpenOrder: (id: string) => void;
}

/** One received document in an intake list (uploads, emails): its outcome, and "Open" for its order. */
export function IntakeListItem({ title, outcome, description, orderId, onOpenOrder }: IntakeListItemProps) {
  return (
    <List.Item
      actions={
        orderId
          ? [
              <Typography.Link key="open" onClick={() => onOpenOrder(orderId)}>
                Open
              </Typography.Link>,
            ]
          : []
      }
    >
      <ListItemText
        title={
          <>
            {title} <Tag color={outcome.color}>{outcome.label}</Tag>
          </>
        }
        description={description}
      />
    </List.Item>
  );
}
