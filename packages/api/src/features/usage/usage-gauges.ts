import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/db.js';

/**
 * This month's usage summed per plan, as Prometheus gauges read at each scrape from the counters (labels: plan
 * and metric only, so a thousand organizations add no series).
 */
export function registerUsageGauges(registry: Registry, db: Db): void {
  new Gauge({
    name: 'aide_usage_this_month',
    help: "This month's use across organizations, by plan: AI questions, emails, intake documents, held rows",
    labelNames: ['plan', 'metric'],
    registers: [registry],
    async collect() {
      // A scrape must answer while the database is down (that is when the other series matter): the gauge
      // then has no figures this time, and /readyz says what is wrong.
      const rows = await readUsage(db).catch(() => []);
      this.reset();
      for (const row of rows) this.set({ plan: row.plan, metric: row.metric }, Number(row.used));
    },
  });
}

async function readUsage(db: Db) {
  const { rows } = await db.query<{ plan: string; metric: string; used: string }>(
    `select o.aide_plan as plan, u.metric, sum(u.used) as used
           from aide_private.usage_counters u join public.aide_organizations o on o.id = u.organization_id
          where u.period_start >= date_trunc('month', now() at time zone 'UTC')::date
          group by 1, 2
         union all
         select o.aide_plan, c.table_name, sum(c.row_count)
           from aide_private.organization_row_counts c join public.aide_organizations o on o.id = c.organization_id
          group by 1, 2`,
  );
  return rows;
}
