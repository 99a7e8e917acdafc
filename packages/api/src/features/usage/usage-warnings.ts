import type { Db } from '../../db/db.js';
import { htmlFromText } from '../../mail/mailer.js';
import { periodName, type QuotaMetric } from './quota.js';
import type { SystemMailer } from './system-mailer.js';

/** Owners are warned when this share of a limit is used in a period. */
export const WARNING_SHARE = 0.8;

const NOUNS: Record<QuotaMetric, string> = {
  ai_questions: 'AI questions',
  emails: 'emails',
  intake_documents: 'order documents',
};

interface Warning {
  organization_id: string;
  organization_name: string;
  metric: QuotaMetric;
  period_start: string;
  used: string;
  quota: string;
  resets_at: Date;
  owners: string[];
}

/**
 * Claims each counter of the current periods that passed WARNING_SHARE of its limit and has not been warned of
 * (aide_private.usage_warnings, one row per organization, metric and period: at most once). Suspended
 * organizations are left out, like every job.
 */
const CLAIM = `
  with current as (
    select c.organization_id, c.metric, c.period_start, c.used, p.resets_at,
           case c.metric when 'ai_questions' then l.ai_questions_per_month
                         when 'emails' then l.emails_per_day
                         else l.intake_documents_per_month end as quota
      from aide_private.usage_counters c
      cross join lateral aide_private.usage_period(c.metric) p
      cross join lateral aide_private.organization_limits_of(c.organization_id) l
     where c.period_start >= date_trunc('month', now() at time zone 'UTC')::date
       and c.period_start = p.period_start),
  claimed as (
    insert into aide_private.usage_warnings (organization_id, metric, period_start)
    select cur.organization_id, cur.metric, cur.period_start from current cur
      join public.aide_organizations o on o.id = cur.organization_id and o.status = 'active'
     where cur.quota > 0 and cur.used >= cur.quota * $1::numeric
    on conflict do nothing
    returning organization_id, metric, period_start)
  select cl.organization_id, o.name as organization_name, cl.metric, cl.period_start::text, cur.used, cur.quota,
         cur.resets_at,
         array(select m.email from public.aide_members m
                where m.organization_id = cl.organization_id and m.role = 'owner' and m.user_id is not null
                order by m.email) as owners
    from claimed cl
    join current cur using (organization_id, metric, period_start)
    join public.aide_organizations o on o.id = cl.organization_id`;

const figure = (value: number) => value.toLocaleString('en-US');

function warningEmail(warning: Warning) {
  const used = Number(warning.used);
  const limit = Number(warning.quota);
  const resetsAt = new Date(warning.resets_at);
  const period = periodName(warning.metric, resetsAt);
  const noun = NOUNS[warning.metric];
  const resets = resetsAt.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const subject = `${warning.organization_name} has used ${Math.floor((used / limit) * 100)}% of its ${noun} for ${period}`;
  const text =
    `Hello,\n\n${warning.organization_name} has used ${figure(used)} of its ${figure(limit)} ${noun} for ${period}. ` +
    `When the limit is reached, Aide refuses more until it resets on ${resets}.\n\n` +
    'Owners and admins can see usage under Usage in the account menu; ask your Aide operator to raise the limit.' +
    '\n\nAide';
  return { subject, text };
}

/**
 * The usage-warnings job: emails the owners of each organization once per limit and period when 80% of it is
 * used. A warning no owner could be sent is released (tried again next run); one sent to some owners is kept.
 * Returns how many warnings were sent.
 */
export async function sendUsageWarnings(db: Db, system: SystemMailer): Promise<number> {
  const { rows } = await db.query<Warning>(CLAIM, [WARNING_SHARE]);
  let sent = 0;
  let lastError: Error | null = null;
  for (const warning of rows) {
    const { subject, text } = warningEmail(warning);
    let delivered = 0;
    for (const owner of warning.owners) {
      try {
        await system.mailer.send({ from: system.from, to: owner, subject, text, html: htmlFromText(text) });
        delivered += 1;
      } catch (error) {
        lastError = error as Error;
      }
    }
    if (delivered > 0) sent += 1;
    else if (warning.owners.length > 0)
      await db.query(
        `delete from aide_private.usage_warnings
          where organization_id = $1 and metric = $2 and period_start = $3::date`,
        [warning.organization_id, warning.metric, warning.period_start],
      );
  }
  if (lastError) throw new Error(`A usage warning could not be sent: ${lastError.message}`);
  return sent;
}
