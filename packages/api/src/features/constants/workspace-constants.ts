/** Values the browser and the API share (GET /api/constants); the API enforces the same limits. */
export const WORKSPACE_CONSTANTS = {
  import: { max_rows: 100_000, max_file_bytes: 52_428_800, accepted_extensions: ['.csv', '.xlsx'] },
  page_sizes: [10, 20, 50, 100],
  customer_segments: ['Enterprise', 'Mid-market', 'Small business', 'Consumer'],
  offer: { target_types: ['brand', 'category'], max_discount_percent: 90 },
  email_providers: ['google', 'microsoft'],
  social_networks: ['linkedin', 'x', 'facebook', 'instagram'],
  dashboard_periods: ['30d', '90d', '365d'],
} as const;

/** Upload bodies carry a whole parsed file (up to 50 MB on disk as JSON rows). */
export const IMPORT_BODY_LIMIT_BYTES = 64 * 1024 * 1024;
