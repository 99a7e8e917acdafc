import type { DocumentKind, LineStatus } from '../api/reconciliation-api';

export const LINE_STATUSES: readonly LineStatus[] = ['matched', 'within_tolerance', 'mismatch', 'missing'];

export const STATUS_LABELS: Record<LineStatus, string> = {
  matched: 'Matched',
  within_tolerance: 'Within tolerance',
  mismatch: 'Mismatch',
  missing: 'Missing',
};

/** antd Tag colours: green is fine, gold is tolerated, red needs a look. */
export const STATUS_COLORS: Record<LineStatus, string> = {
  matched: 'success',
  within_tolerance: 'gold',
  mismatch: 'error',
  missing: 'volcano',
};

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  sales_order: 'Sales order',
  invoice: 'Invoice',
};

export function isLineStatus(value: string | null): value is LineStatus {
  return (LINE_STATUSES as readonly (string | null)[]).includes(value);
}
