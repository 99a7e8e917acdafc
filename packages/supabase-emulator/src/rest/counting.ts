import type { Queryable } from '../db/queryable.js';
import type { CountPreference } from './prefer.js';

/** The planner's row estimate for `sql` (PostgREST's planned count). */
export async function plannedCount(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The SQL expression for the total PostgREST reports in Content-Range: exact counts all rows; estimated
 * counts up to db-max-rows and leaves larger totals to the planner (as does a missing db-max-rows).
 */
export function countExpression(
  preference: CountPreference | undefined,
  countFrom: string,
  maxRows: number | null,
): string {
  if (preference === 'exact') return `(select count(*)::int ${countFrom})`;
  if (preference === 'estimated' && maxRows !== null) {
    return `(select count(*)::int from (select 1 ${countFrom} limit ${maxRows + 1}) as "_l")`;
  }
  return 'null::int';
}

/** Whether the total of `countExpression` must come from the planner instead. */
export function needsPlan(
  preference: CountPreference | undefined,
  total: number | null,
  maxRows: number | null,
) {
  if (preference === 'planned') return true;
  if (preference !== 'estimated') return false;
  return maxRows === null || (total !== null && total > maxRows);
}
