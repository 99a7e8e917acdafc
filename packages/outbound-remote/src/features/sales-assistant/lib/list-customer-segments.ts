import type { ApiConstants } from '../../../api/catalog-api';

/** The customer segments from the API constants; empty while loading. */
export function customerSegments(constants: ApiConstants | undefined): string[] {
  return constants?.customer_segments ?? [];
}
