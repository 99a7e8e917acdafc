import { Typography } from '@aide/ui-kit';

/** /inventory (placeholder until its feature lands). */
export function InventoryPage() {
  return <Typography.Title level={2}>Inventory & Offers</Typography.Title>;
}
