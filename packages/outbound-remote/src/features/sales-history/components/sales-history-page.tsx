import { Typography } from '@aide/ui-kit';

/** /erp-connection (placeholder until its feature lands). */
export function SalesHistoryPage() {
  return <Typography.Title level={2}>Add Sales History</Typography.Title>;
}
