import { MAX_LENGTH } from '@aide/rules';

/**
 * The longest text each customer field may hold, as the database's length checks say (migrations
 * 20261125000300 and 20261125000700); the imported fields share the import rules' limits.
 */
export const CUSTOMER_FIELD_MAX_LENGTH = {
  name: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  company: MAX_LENGTH.company,
  phone: MAX_LENGTH.phone,
  segment: MAX_LENGTH.segment,
  city: MAX_LENGTH.city,
  job_title: 200,
} as const;
