import type { DocumentKind, LineStatus } from '../api/reconciliation-api';

export const LINE_STATUSES: readonly LineStatus[] = ['matched', 'within_tolerance', 'mismatch', 'missing'];

/** Each status's label and antd Tag colour: green is fine, gold is tolerated, red needs a look. */
export const STATUS_LOOKS: Record<LineStatus, { color: string; label: string }> = {
  matched: { color: 'success', label: 'Matched' },
  within_tolerance: { color: 'gold', label: 'Within tolerance' },
  mismatch: { color: 'error', label: 'Mismatch' },
  missing: { color: 'volcano', label: 'Missing' },
};

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  sales_order: 'Sales order',
  invoice: 'Invoice',
};

export function isLineStatus(value: string | null): value is LineStatus {
  return (LINE_STATUSES as readonly (string | null)[]).includes(value);
}
