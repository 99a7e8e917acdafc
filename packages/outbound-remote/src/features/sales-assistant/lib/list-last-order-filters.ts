import type { LastOrderFilter } from '../api/customers-search-api';

/** The "Last order" filter's choices, in the order they read best. */
export const LAST_ORDER_FILTERS: readonly { value: LastOrderFilter; label: string }[] = [
  { value: '30d', label: 'Ordered within 30 days' },
  { value: '90d', label: 'Ordered within 90 days' },
  { value: '365d', label: 'Ordered within 365 days' },
  { value: 'over_90d', label: 'No order for 90+ days' },
  { value: 'never', label: 'Never ordered' },
];
