import type { ApiConstants } from '../../inventory/api/products-api';

/** The customer segments from the API constants; empty while loading. */
export function customerSegments(constants: ApiConstants | undefined): string[] {
  return constants?.customer_segments ?? [];
}
