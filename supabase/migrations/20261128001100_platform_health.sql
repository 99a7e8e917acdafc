-- The platform console's Health page (docs/platform.md "Health"): what failed across every organization, read
-- without scanning the product's tables. A failed outreach email and a failed intake email carry when they
-- failed (set by the database on every path that fails them), and a partial index over the failed ones keeps
-- the page's "latest 100" a short index read however many emails were sent.

alter table public.aide_outreach_emails add column failed_at timestamptz;
alter table public.aide_intake_emails add column failed_at timestamptz;

-- Emails that failed before this migration: the best time known.
update public.aide_outreach_emails set failed_at = queued_at where status = 'failed';
update public.aide_intake_emails set failed_at = created_at where status = 'failed';

-- failed_at is when the row became failed; any other status clears it (an email resent by an operator).
create or replace function aide_private.stamp_failed_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'failed' then
    if tg_op = 'INSERT' or old.status is distinct from 'failed' then
      new.failed_at := now();
    end if;
  else
    new.failed_at := null;
  end if;
  return new;
end;
$$;
revoke all on function aide_private.stamp_failed_at() from public;

create trigger aide_outreach_emails_failed_at
  before insert or update of status on public.aide_outreach_emails
  for each row execute function aide_private.stamp_failed_at();
create trigger aide_intake_emails_failed_at
  before insert or update of status on public.aide_intake_emails
  for each row execute function aide_private.stamp_failed_at();

create index aide_outreach_emails_failed_idx on public.aide_outreach_emails (failed_at desc)
  where status = 'failed';
create index aide_intake_emails_failed_idx on public.aide_intake_emails (failed_at desc)
  where status = 'failed';

-- The usage-warnings job reads the counters of the current periods (this month's and today's) of every
-- organization: by period, not by a scan of every period kept.
create index usage_counters_period_idx on aide_private.usage_counters (period_start);
