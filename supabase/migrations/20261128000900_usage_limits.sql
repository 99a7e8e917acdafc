-- Usage and limits per organization (docs/usage-and-limits.md). One company must not use the AI, email or
-- storage of a hundred, and owners and operators see where each company stands.
--   * Limits live in one place: a default per plan (aide_private.plan_limits), overridable per organization by
--     an operator (aide_private.organization_limits; null = the plan's default). A null default is no limit.
--   * What is consumed by an act (AI questions, emails, intake documents) is counted when it happens, by
--     aide_private.consume_quota() in the transaction of the act: exact under concurrency (one row per
--     organization, metric and period, updated under its row lock, never past the limit), and rolled back with
--     the act when it fails, so nothing is counted that did not happen.
--   * What an organization holds (customers, inventory items, sales lines, purchase orders) is counted by
--     statement triggers as rows come and go, so reading usage never scans an organization's tables.
-- Browser roles read none of this; the API serves it (GET /api/usage, /platform/organizations/{id}/usage).

create table aide_private.plan_limits (
  plan text primary key check (plan in ('inbound', 'outbound')),
  ai_questions_per_month integer check (ai_questions_per_month >= 0),
  emails_per_day integer check (emails_per_day >= 0),
  intake_documents_per_month integer check (intake_documents_per_month >= 0),
  storage_bytes bigint check (storage_bytes >= 0),
  members integer check (members >= 0)
);

insert into aide_private.plan_limits
  (plan, ai_questions_per_month, emails_per_day, intake_documents_per_month, storage_bytes, members)
values
  ('outbound', 2000, 500, 200, 1073741824, 50),
  ('inbound', 500, 200, 2000, 5368709120, 50);

create table aide_private.organization_limits (
  organization_id uuid primary key references public.aide_organizations (id) on delete cascade,
  ai_questions_per_month integer check (ai_questions_per_month >= 0),
  emails_per_day integer check (emails_per_day >= 0),
  intake_documents_per_month integer check (intake_documents_per_month >= 0),
  storage_bytes bigint check (storage_bytes >= 0),
  members integer check (members >= 0),
  updated_at timestamptz not null default now()
);

-- An organization's limits: its overrides, else its plan's defaults (null: unlimited).
create or replace function aide_private.organization_limits_of(organization_id uuid)
returns table (
  ai_questions_per_month integer, emails_per_day integer, intake_documents_per_month integer,
  storage_bytes bigint, members integer
)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(l.ai_questions_per_month, p.ai_questions_per_month),
         coalesce(l.emails_per_day, p.emails_per_day),
         coalesce(l.intake_documents_per_month, p.intake_documents_per_month),
         coalesce(l.storage_bytes, p.storage_bytes),
         coalesce(l.members, p.members)
    from public.aide_organizations o
    join aide_private.plan_limits p on p.plan = o.aide_plan
    left join aide_private.organization_limits l on l.organization_id = o.id
   where o.id = organization_limits_of.organization_id
$$;

-- Acts counted per period: AI questions and intake documents per calendar month, emails per day (UTC).
create table aide_private.usage_counters (
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  metric text not null check (metric in ('ai_questions', 'emails', 'intake_documents')),
  period_start date not null,
  used bigint not null default 0 check (used >= 0),
  primary key (organization_id, metric, period_start)
);

-- The period an act falls in, and when it ends.
create or replace function aide_private.usage_period(metric text, at timestamptz default now())
returns table (period_start date, resets_at timestamptz)
language sql immutable
set search_path = ''
as $$
  select d::date, (d + case when usage_period.metric = 'emails' then interval '1 day' else interval '1 month' end)
           at time zone 'UTC'
    from (select date_trunc(case when usage_period.metric = 'emails' then 'day' else 'month' end,
                            usage_period.at at time zone 'UTC') as d) p
$$;

-- Counts `amount` acts of `metric` for the organization unless that would pass its limit. Returns whether it
-- was counted, the use of the period (after counting when counted), the limit (null: none) and the reset.
create or replace function aide_private.consume_quota(organization_id uuid, metric text, amount integer default 1)
returns table (allowed boolean, used bigint, quota bigint, resets_at timestamptz)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  period record;
  cap bigint;
  counted bigint;
begin
  select * into period from aide_private.usage_period(consume_quota.metric);
  select case consume_quota.metric
           when 'ai_questions' then l.ai_questions_per_month
           when 'emails' then l.emails_per_day
           when 'intake_documents' then l.intake_documents_per_month
         end
    into cap
    from aide_private.organization_limits_of(consume_quota.organization_id) l;

  if cap is not null and consume_quota.amount > cap then
    counted := null;
  else
    insert into aide_private.usage_counters as c (organization_id, metric, period_start, used)
    values (consume_quota.organization_id, consume_quota.metric, period.period_start, consume_quota.amount)
    on conflict (organization_id, metric, period_start) do update
       set used = c.used + excluded.used
     where cap is null or c.used + excluded.used <= cap
    returning c.used into counted;
  end if;

  if counted is not null then
    return query select true, counted, cap, period.resets_at;
  else
    return query
      select false, coalesce((select c.used from aide_private.usage_counters c
                               where c.organization_id = consume_quota.organization_id
                                 and c.metric = consume_quota.metric
                                 and c.period_start = period.period_start), 0),
             cap, period.resets_at;
  end if;
end;
$$;

-- What an organization holds, kept as rows come and go (statement triggers: one update per statement).
create table aide_private.organization_row_counts (
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  table_name text not null,
  row_count bigint not null default 0,
  primary key (organization_id, table_name)
);

create or replace function aide_private.count_rows_added() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into aide_private.organization_row_counts as c (organization_id, table_name, row_count)
  select n.organization_id, tg_table_name, count(*) from added n group by n.organization_id
  on conflict (organization_id, table_name) do update set row_count = c.row_count + excluded.row_count;
  return null;
end;
$$;

create or replace function aide_private.count_rows_removed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update aide_private.organization_row_counts c
     set row_count = greatest(c.row_count - r.removed, 0)
    from (select o.organization_id, count(*) as removed from removed o group by o.organization_id) r
   where c.organization_id = r.organization_id and c.table_name = tg_table_name;
  return null;
end;
$$;
revoke all on function aide_private.count_rows_added() from public;
revoke all on function aide_private.count_rows_removed() from public;

do $$
declare
  t text;
begin
  foreach t in array array['aide_client_customers', 'aide_inventory_items', 'aide_sales_transactions',
                           'aide_purchase_orders']
  loop
    execute format('create trigger %I after insert on public.%I referencing new table as added '
                   'for each statement execute function aide_private.count_rows_added()', t || '_count_added', t);
    execute format('create trigger %I after delete on public.%I referencing old table as removed '
                   'for each statement execute function aide_private.count_rows_removed()', t || '_count_removed', t);
    -- Rows already there (a project upgraded to this migration).
    execute format('insert into aide_private.organization_row_counts (organization_id, table_name, row_count) '
                   'select organization_id, %L, count(*) from public.%I group by organization_id '
                   'on conflict (organization_id, table_name) do update set row_count = excluded.row_count', t, t);
  end loop;
end;
$$;

-- Owners are warned once per limit and period when 80% is used (the usage-warnings job writes these).
create table aide_private.usage_warnings (
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  metric text not null,
  period_start date not null,
  sent_at timestamptz not null default now(),
  primary key (organization_id, metric, period_start)
);

revoke all on aide_private.plan_limits, aide_private.organization_limits, aide_private.usage_counters,
  aide_private.organization_row_counts, aide_private.usage_warnings from public;
revoke all on function aide_private.organization_limits_of(uuid) from public;
revoke all on function aide_private.consume_quota(uuid, text, integer) from public;
revoke all on function aide_private.usage_period(text, timestamptz) from public;

-- The members limit holds on every path that adds a member (the API's invitation, REST, an operator's
-- command): checked under a lock of the organization's row, so two invitations at once cannot both pass.
create or replace function aide_private.keep_members_within_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  cap integer;
begin
  select l.members into cap from aide_private.organization_limits_of(new.organization_id) l;
  if cap is null then
    return new;
  end if;
  perform 1 from public.aide_organizations o where o.id = new.organization_id for update;
  if (select count(*) from public.aide_members m where m.organization_id = new.organization_id) >= cap then
    raise exception 'Your organization has reached its % members. An owner can see usage under Usage.', cap
      using errcode = '23514', constraint = 'aide_members_within_limit', detail = cap::text;
  end if;
  return new;
end;
$$;
revoke all on function aide_private.keep_members_within_limit() from public;

create trigger aide_members_within_limit
  before insert on public.aide_members
  for each row execute function aide_private.keep_members_within_limit();

-- An operator's change of an organization's limits is audited by the database like every operator action.
alter table public.aide_platform_events drop constraint aide_platform_events_action_check;
alter table public.aide_platform_events add constraint aide_platform_events_action_check check (action in (
  'operator_granted', 'operator_revoked', 'organization_created', 'plan_changed', 'organization_suspended',
  'organization_restored', 'organization_exported', 'organization_deleted', 'limits_changed', 'job_retried',
  'email_resent'));

create or replace function aide_private.audit_limits_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform aide_private.record_platform_event('limits_changed', new.organization_id,
    (select o.name from public.aide_organizations o where o.id = new.organization_id), null,
    to_jsonb(new) - 'organization_id' - 'updated_at');
  return null;
end;
$$;
revoke all on function aide_private.audit_limits_change() from public;

create trigger aide_organization_limits_audit
  after insert or update on aide_private.organization_limits
  for each row execute function aide_private.audit_limits_change();
