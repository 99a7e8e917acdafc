import type { Db } from '../db/db.js';
import { todayUtc } from '../workspace/today.js';

/** Refreshes the statistics of organizations whose sales changed (marked by triggers); returns how many. */
export async function refreshDueCustomerStats(db: Db): Promise<number> {
  const { rows } = await db.query<{ refreshed: number }>(
    'select aide_private.refresh_due_customer_stats(100) as refreshed',
  );
  return Number(rows[0]?.refreshed ?? 0);
}

/** Every active organization's statistics as of today (the 365-day revenue window moves daily). */
export async function refreshAllCustomerStats(db: Db): Promise<void> {
  await db.query(
    `select aide_private.refresh_customer_stats(o.id, $1::date) from public.aide_organizations o
      where o.status = 'active'`,
    [todayUtc()],
  );
}
