import type { ApiConstants } from '../../inventory/api/products-api';

/** `GET /api/constants` also names the customer segments (not yet in the shared ApiConstants type). */
type ConstantsWithSegments = ApiConstants & { customer_segments?: string[] };

/** The organization-independent customer segments from the API constants; empty while loading. */
export function customerSegments(constants: ApiConstants | undefined): string[] {
  return (constants as ConstantsWithSegments | undefined)?.customer_segments ?? [];
}
