import { Card, Skeleton } from '@aide/ui-kit';

/** A card's placeholder while a page's figures load, `rows` lines tall. */
export function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}
