import { useLiveTable } from '@aide/shared-auth';

/** Everything an import can change: the customer list and page, the dashboard, setup status, products, sales. */
const IMPORTED_DATA_TAGS = [
  'Imports',
  'Customers',
  'CustomerDetail',
  'Dashboard',
  'OnboardingStatus',
  'Products',
  'ProductFacets',
  'SalesSummary',
];

/**
 * Refetches what is on screen when an import of the organization finishes, whoever ran it (a colleague,
 * another tab, a Google Sheet import). It follows `aide_imports`, one row per finished import, rather than the
 * imported rows themselves, so a 100,000-row file is one message, not 100,000.
 */
export function useLiveImports(): void {
  useLiveTable({ table: 'aide_imports', invalidates: IMPORTED_DATA_TAGS });
}
