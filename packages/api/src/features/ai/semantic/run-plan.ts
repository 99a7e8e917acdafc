import type { Queryable } from '../../../db/db.js';
import type { Citation } from '../chat-types.js';
import { customerCitation, orderCitation, productCitation } from '../citations.js';
import { planSql } from './plan-sql.js';
import { describePlan, type QueryPlan } from './query-plan.js';

/** A metric's value: a number, or a date (YYYY-MM-DD) for the last order; null when there was no sale. */
export type PlanValue = number | string | null;

export interface PlanRow {
  key: string;
  label: string;
  value: PlanValue;
  /** The metric in the compared period (with a comparison). */
  previous?: PlanValue;
  [column: string]: unknown;
}

export interface PlanResult {
  /** The one line saying what was computed (metric, period, filters), Markdown. */
  computed: string;
  /** `whole`: the figure without the share's part filters. */
  totals: { value: PlanValue; previous?: PlanValue; whole?: PlanValue };
  rows: PlanRow[];
  /** Groups in all (rows may be the top N of them). */
  groups_total: number;
}

/**
 * Runs a plan in the caller's transaction (row-level security on) for their organization, and cites the
 * customers and products it lists.
 */
export async function runPlan(
  tx: Queryable,
  organizationId: string,
  plan: QueryPlan,
): Promise<{ result: PlanResult; citations: Citation[] }> {
  const sql = planSql(plan, organizationId);
  const { rows: totals } = await tx.query<PlanResult['totals']>(sql.totals.text, sql.totals.values);
  const rows = sql.rows ? (await tx.query<PlanRow>(sql.rows.text, sql.rows.values)).rows : [];
  const citations: Citation[] = rows.flatMap((row): Citation[] => {
    if (plan.groupBy === 'customer') return [customerCitation(row.key, row.label)];
    if (plan.groupBy === 'order' && typeof row.customer_id === 'string')
      return [orderCitation(row.customer_id, row.label, `${row.label} (${String(row.sold_on)})`)];
    if ((plan.groupBy === 'product' || plan.groupBy === 'sku') && typeof row.sku === 'string')
      return /^[0-9a-f-]{36}$/.test(row.key) ? [productCitation(row.key, row.sku, String(row.label))] : [];
    return [];
  });
  return {
    result: {
      computed: describePlan(plan),
      totals: totals[0] ?? { value: 0 },
      rows,
      groups_total: rows[0] ? Number(rows[0].groups_total) : 0,
    },
    citations,
  };
}
