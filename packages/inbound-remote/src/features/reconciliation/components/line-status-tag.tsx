import { Tag } from '@aide/ui-kit';
import type { LineStatus } from '../api/reconciliation-api';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/line-status';

export interface LineStatusTagProps {
  status: LineStatus;
}

/** Matched, Within tolerance, Mismatch or Missing, coloured by how much attention it needs. */
export function LineStatusTag({ status }: LineStatusTagProps) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}
