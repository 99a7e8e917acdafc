import { statusTagOf } from '@aide/ui-kit';
import { STATUS_LOOKS } from '../lib/line-status';

/** Matched, Within tolerance, Mismatch or Missing, coloured by how much attention it needs. */
export const LineStatusTag = statusTagOf(STATUS_LOOKS);
