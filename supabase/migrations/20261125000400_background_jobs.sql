-- Background work (packages/api/src/jobs; the job queue itself is pg-boss in its own schema, aide_jobs,
-- which the worker creates and upgrades on start):
--   outreach emails are recorded as queued and sent by a job, with their state visible to the sender;
--   customer statistics are refreshed by a job shortly after an organization's sales change.

alter table public.aide_outreach_emails
  add column status text not null default 'sent' check (status in ('queued', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0 check (attempts >= 0),
  add column last_error text,
  add column queued_at timestamptz not null default now(),
  -- One email per key and organization: a send retried by a client or a job is the same email.
  add column idempotency_key text check (char_length(idempotency_key) <= 200);
-- Rows before this migration were sent at once; from now on a row starts queued and gets sent_at when sent.
alter table public.aide_outreach_emails
  alter column status set default 'queued',
  alter column sent_at drop not null,
  alter column sent_at drop default;
create unique index aide_outreach_emails_idempotency_idx
  on public.aide_outreach_emails (organization_id, idempotency_key) where idempotency_key is not null;

-- Organizations whose sales changed since their customer statistics were last computed. Statement
-- triggers (one row per organization however many lines a statement writes); the stats job empties it.
create table aide_private.customer_stats_due (
  organization_id uuid primary key references public.aide_organizations (id) on delete cascade,
  changed_at timestamptz not null default now()
);
alter table aide_private.customer_stats_due enable row level security;

create or replace function aide_private.mark_customer_stats_due() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into aide_private.customer_stats_due as d (organization_id)
  select distinct organization_id from changed_rows
  on conflict (organization_id) do update set changed_at = now();
  return null;
end;
$$;
revoke all on function aide_private.mark_customer_stats_due() from public;

create trigger aide_sales_transactions_stats_insert after insert on public.aide_sales_transactions
  referencing new table as changed_rows
  for each statement execute function aide_private.mark_customer_stats_due();
create trigger aide_sales_transactions_stats_update after update on public.aide_sales_transactions
  referencing new table as changed_rows
  for each statement execute function aide_private.mark_customer_stats_due();
create trigger aide_sales_transactions_stats_delete after delete on public.aide_sales_transactions
  referencing old table as changed_rows
  for each statement execute function aide_private.mark_customer_stats_due();

-- Takes the organizations due (at most `batch`), refreshes each and forgets it, unless its sales changed
-- again meanwhile (then it stays due for the next run). Runs as the job's connection role.
create or replace function aide_private.refresh_due_customer_stats(batch integer default 100)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  due record;
  refreshed integer := 0;
begin
  for due in
    select organization_id, changed_at from aide_private.customer_stats_due
     order by changed_at limit batch for update skip locked
  loop
    perform aide_private.refresh_customer_stats(due.organization_id);
    delete from aide_private.customer_stats_due
     where organization_id = due.organization_id and changed_at = due.changed_at;
    refreshed := refreshed + 1;
  end loop;
  return refreshed;
end;
$$;
revoke all on function aide_private.refresh_due_customer_stats(integer) from public;
grant execute on function aide_private.refresh_due_customer_stats(integer) to service_role;
