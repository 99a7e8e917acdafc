/**
 * The longest text each imported field may hold: the database's length checks (supabase/migrations
 * 20261125000300_text_limits.sql and 20261125000700_text_limits_every_table.sql), so a row that passes
 * here is never refused by the database half way through an import.
 */
export const MAX_LENGTH = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  segment: 100,
  city: 100,
  sku: 100,
  brand: 100,
  category: 100,
  customer: 200,
  customer_email: 254,
  order_ref: 100,
} as const satisfies Record<string, number>;
