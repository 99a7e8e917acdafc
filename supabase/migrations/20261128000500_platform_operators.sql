-- Running Aide as a service (docs/platform.md): platform operators, people outside every organization who
-- create, re-plan, suspend, export and delete customer companies through the platform console and the API's
-- /platform routes. The rules live here, so every path (REST, Storage, Realtime, the API, jobs) follows them:
--   1. Operators are listed by email (`pnpm --filter @aide/api operators add <email>`); the membership gate of
--      the auth hooks admits them, and their access token carries `aide_operator: true` (for the console's
--      eyes only: every /platform route checks the table, and wants an aal2 session).
--   2. An organization is active or suspended. A suspended organization's data is invisible and unchangeable
--      to its members: current_organization_ids() and current_role_in(), which every policy keys on, skip it,
--      and restrictive policies stop the own-row writes. What stays readable is the member's own row and the
--      organization's own row (so the app can say why), exactly as before a required second factor.
--   3. Every operator action is written by the database to an append-only audit log (no update or delete,
--      whoever asks), with the actor taken from the request's JWT claims (or the `aide.actor` setting of a
--      command, else 'system').
--   4. Exports: one row per requested export of an organization, worked by a background job into a private
--      Storage bucket.
-- Browser roles read none of the tables below (row-level security on, no policy).

-- 1. Operators.
create table public.aide_platform_operators (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and char_length(email) <= 254),
  granted_by text not null default 'system' check (char_length(granted_by) <= 254),
  created_at timestamptz not null default now()
);

create trigger aide_platform_operators_lowercase_email
  before insert or update of email on public.aide_platform_operators
  for each row execute function aide_private.lowercase_email();

create or replace function aide_private.email_is_operator(email text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.aide_platform_operators p where p.email = lower(trim(email_is_operator.email)))
$$;

-- Whether an account is an operator's: by its email, once the email is proven.
create or replace function aide_private.is_platform_operator(user_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
      join public.aide_platform_operators p on p.email = lower(u.email)
     where u.id = is_platform_operator.user_id and u.email_confirmed_at is not null and u.deleted_at is null)
$$;

revoke all on function aide_private.email_is_operator(text) from public;
revoke all on function aide_private.is_platform_operator(uuid) from public;
grant execute on function aide_private.email_is_operator(text) to service_role;
grant execute on function aide_private.is_platform_operator(uuid) to service_role;

-- The membership gate admits operators (the rest of 20261125000200_auth_hooks.sql is unchanged).
create or replace function aide_private.before_user_created(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  candidate text := coalesce(event -> 'user' ->> 'email', '');
begin
  if candidate <> '' and (aide_private.email_is_member(candidate) or aide_private.email_is_operator(candidate)) then
    return '{}'::jsonb;
  end if;
  return aide_private.not_a_member_error();
end;
$$;

-- Claims pass through unchanged for members; an operator's token also says so (`aide_operator`), so the shell
-- can offer the console without asking; everyone else gets no token.
create or replace function aide_private.custom_access_token(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  candidate text;
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
begin
  select u.email into candidate from auth.users u where u.id = (event ->> 'user_id')::uuid;
  if candidate is null then
    return aide_private.not_a_member_error();
  end if;
  if aide_private.email_is_operator(candidate) then
    return jsonb_build_object('claims', claims || jsonb_build_object('aide_operator', true));
  end if;
  if aide_private.email_is_member(candidate) then
    return jsonb_build_object('claims', claims - 'aide_operator');
  end if;
  return aide_private.not_a_member_error();
end;
$$;
revoke all on function aide_private.before_user_created(jsonb) from public;
revoke all on function aide_private.custom_access_token(jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function aide_private.before_user_created(jsonb) to supabase_auth_admin;
    grant execute on function aide_private.custom_access_token(jsonb) to supabase_auth_admin;
  end if;
end
$$;

-- 2. An organization's status. Suspension keeps every row; restoring gives everything back.
alter table public.aide_organizations
  add column status text not null default 'active' check (status in ('active', 'suspended')),
  add column status_changed_at timestamptz,
  add constraint aide_organizations_name_length check (char_length(name) <= 200);

create or replace function aide_private.current_organization_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.organization_id
    from public.aide_members m
    join public.aide_organizations o on o.id = m.organization_id
   where m.user_id = (select auth.uid())
     and o.status = 'active'
     and (not o.mfa_required or coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2')
$$;

create or replace function aide_private.current_role_in(organization_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select m.role
    from public.aide_members m
    join public.aide_organizations o on o.id = m.organization_id
   where m.user_id = (select auth.uid()) and m.organization_id = current_role_in.organization_id
     and o.status = 'active'
     and (not o.mfa_required or coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2')
$$;

-- The writes the policies above do not key on (a member's own row, the organization's settings).
create or replace function aide_private.organization_is_active(organization_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select o.status = 'active' from public.aide_organizations o where o.id = organization_is_active.organization_id),
    true)
$$;
revoke all on function aide_private.organization_is_active(uuid) from public;
grant execute on function aide_private.organization_is_active(uuid) to authenticated, service_role;

create policy "No member changes while the organization is suspended"
  on public.aide_members as restrictive for update to authenticated
  using (aide_private.organization_is_active(organization_id));
create policy "No invitations while the organization is suspended"
  on public.aide_members as restrictive for insert to authenticated
  with check (aide_private.organization_is_active(organization_id));
create policy "No removals while the organization is suspended"
  on public.aide_members as restrictive for delete to authenticated
  using (aide_private.organization_is_active(organization_id));
create policy "No organization changes while it is suspended"
  on public.aide_organizations as restrictive for update to authenticated
  using (aide_private.organization_is_active(id));

-- Jobs skip suspended organizations: their sales changes wait for the statistics until they are restored.
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
    select d.organization_id, d.changed_at from aide_private.customer_stats_due d
      join public.aide_organizations o on o.id = d.organization_id and o.status = 'active'
     order by d.changed_at limit batch for update of d skip locked
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

-- 3. The audit log. It outlives the organizations it names (the deletion is one of its entries), so it keeps
-- their id and name in columns of its own rather than a reference (and no `organization_id` column: nothing
-- of a deleted organization is kept but the record that it was deleted, by whom and when).
create table public.aide_platform_events (
  id uuid primary key default gen_random_uuid(),
  actor_user_id uuid,
  actor_email text not null,
  action text not null check (action in (
    'operator_granted', 'operator_revoked', 'organization_created', 'plan_changed', 'organization_suspended',
    'organization_restored', 'organization_exported', 'organization_deleted')),
  subject_organization_id uuid,
  subject_organization_name text,
  target_email text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index aide_platform_events_created_idx on public.aide_platform_events (created_at desc);
create index aide_platform_events_subject_idx
  on public.aide_platform_events (subject_organization_id, created_at desc);

-- Who acts: the caller of the request (the API sets the operator's verified claims), a command's
-- `aide.actor`, or the database itself.
create or replace function aide_private.record_platform_event(
  action text, organization_id uuid, organization_name text, target_email text, details jsonb
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.aide_platform_events (
    actor_user_id, actor_email, action, subject_organization_id, subject_organization_name, target_email, details)
  values (
    nullif((select auth.jwt()) ->> 'sub', '')::uuid,
    coalesce(nullif(lower((select auth.jwt()) ->> 'email'), ''), nullif(current_setting('aide.actor', true), ''),
             'system'),
    record_platform_event.action,
    record_platform_event.organization_id,
    record_platform_event.organization_name,
    record_platform_event.target_email,
    coalesce(record_platform_event.details, '{}'::jsonb))
$$;
revoke all on function aide_private.record_platform_event(text, uuid, text, text, jsonb) from public;

create or replace function aide_private.refuse_audit_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The platform audit log is append-only.' using errcode = '42501';
end;
$$;
revoke all on function aide_private.refuse_audit_change() from public;

create trigger aide_platform_events_append_only
  before update or delete on public.aide_platform_events
  for each row execute function aide_private.refuse_audit_change();
create trigger aide_platform_events_no_truncate
  before truncate on public.aide_platform_events
  for each statement execute function aide_private.refuse_audit_change();

create or replace function aide_private.audit_operator_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform aide_private.record_platform_event('operator_granted', null, null, new.email, '{}'::jsonb);
  else
    perform aide_private.record_platform_event('operator_revoked', null, null, old.email, '{}'::jsonb);
  end if;
  return null;
end;
$$;
revoke all on function aide_private.audit_operator_change() from public;

create trigger aide_platform_operators_audit
  after insert or delete on public.aide_platform_operators
  for each row execute function aide_private.audit_operator_change();

create or replace function aide_private.audit_organization_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform aide_private.record_platform_event('organization_created', new.id, new.name, null,
      jsonb_build_object('plan', new.aide_plan));
  elsif tg_op = 'DELETE' then
    perform aide_private.record_platform_event('organization_deleted', old.id, old.name, null,
      jsonb_build_object('plan', old.aide_plan));
  else
    if new.aide_plan is distinct from old.aide_plan then
      perform aide_private.record_platform_event('plan_changed', new.id, new.name, null,
        jsonb_build_object('from', old.aide_plan, 'to', new.aide_plan));
    end if;
    if new.status is distinct from old.status then
      perform aide_private.record_platform_event(
        case new.status when 'suspended' then 'organization_suspended' else 'organization_restored' end,
        new.id, new.name, null, '{}'::jsonb);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function aide_private.audit_organization_change() from public;

create trigger aide_organizations_platform_audit
  after insert or delete or update of aide_plan, status on public.aide_organizations
  for each row execute function aide_private.audit_organization_change();

create or replace function aide_private.stamp_status_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status_changed_at := now();
  return new;
end;
$$;
revoke all on function aide_private.stamp_status_change() from public;

create trigger aide_organizations_stamp_status_change
  before update of status on public.aide_organizations
  for each row when (old.status is distinct from new.status)
  execute function aide_private.stamp_status_change();

-- 4. Exports: a background job writes the zip into the private 'platform-exports' bucket.
create table public.aide_platform_exports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  object_path text check (char_length(object_path) <= 1024),
  size_bytes bigint,
  error text check (char_length(error) <= 1000),
  requested_by uuid,
  requested_by_email text not null default 'system' check (char_length(requested_by_email) <= 254),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index aide_platform_exports_organization_idx
  on public.aide_platform_exports (organization_id, created_at desc);

create or replace function aide_private.audit_export() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform aide_private.record_platform_event('organization_exported', new.organization_id,
    (select o.name from public.aide_organizations o where o.id = new.organization_id), null,
    jsonb_build_object('export_id', new.id));
  return null;
end;
$$;
revoke all on function aide_private.audit_export() from public;

create trigger aide_platform_exports_audit
  after insert on public.aide_platform_exports
  for each row execute function aide_private.audit_export();

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('platform-exports', 'platform-exports', false, null, array['application/zip'])
on conflict (id) do nothing;

-- The console's list: each organization with its members, owner and latest sign-in (auth.users is not the
-- browser's to read; the API reads this view as its own role, for a verified operator only).
create or replace view aide_private.platform_organizations as
  select o.id, o.name, o.aide_plan as plan, o.status, o.created_at, o.status_changed_at, o.mfa_required,
         (select count(*) from public.aide_members m where m.organization_id = o.id)::int as members,
         (select count(*) from public.aide_members m
           where m.organization_id = o.id and m.user_id is null)::int as pending_members,
         owner.email as owner_email,
         owner.user_id is null as owner_pending,
         owner.invitation_status as owner_invitation_status,
         (select max(u.last_sign_in_at) from public.aide_members m join auth.users u on u.id = m.user_id
           where m.organization_id = o.id) as last_sign_in_at
    from public.aide_organizations o
    left join lateral (
      select m.email, m.user_id, m.invitation_status from public.aide_members m
       where m.organization_id = o.id and m.role = 'owner'
       order by m.user_id is null, m.created_at, m.id
       limit 1) owner on true;
revoke all on aide_private.platform_organizations from public;
grant select on aide_private.platform_organizations to service_role;

-- Deleting an organization: every row of every table with its organization_id, then the organization (every
-- table is emptied first, while the organization still exists: statement triggers of the tables record
-- changes against it), and the accounts of its members that belong to no other organization and are not
-- operators (their sessions, identities and factors go with them). Members who keep their account lose their
-- sessions with their member row (20261125000800_team_roles.sql). Storage objects are removed by the API
-- through the Storage API first (hosted Storage does not allow deleting its rows in SQL).
create or replace function aide_private.delete_organization(organization_id uuid) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  accounts uuid[];
  target record;
  removed integer;
  pending integer;
  pass integer := 0;
begin
  perform 1 from public.aide_organizations o where o.id = delete_organization.organization_id for update;
  if not found then
    return 0;
  end if;
  select coalesce(array_agg(m.user_id), '{}') into accounts
    from public.aide_members m
   where m.organization_id = delete_organization.organization_id and m.user_id is not null
     and not exists (select 1 from public.aide_members other
                      where other.user_id = m.user_id and other.organization_id <> m.organization_id)
     and not aide_private.is_platform_operator(m.user_id);

  -- The organization keeps an owner until it is gone itself (checked at the end of the transaction).
  set constraints public.aide_members_keep_an_owner deferred;
  -- A table another one references without a cascade waits for a later pass.
  loop
    pass := pass + 1;
    pending := 0;
    for target in
      select c.table_schema, c.table_name
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
       where c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
         and c.table_schema not in ('pg_catalog', 'information_schema')
       order by c.table_schema, c.table_name
    loop
      begin
        execute format('delete from %I.%I where organization_id = $1', target.table_schema, target.table_name)
          using delete_organization.organization_id;
      exception when foreign_key_violation then
        pending := pending + 1;
      end;
    end loop;
    exit when pending = 0 or pass >= 10;
  end loop;

  delete from public.aide_organizations o where o.id = delete_organization.organization_id;
  get diagnostics removed = row_count;
  delete from auth.users u where u.id = any (accounts);
  return removed;
end;
$$;
revoke all on function aide_private.delete_organization(uuid) from public;
grant execute on function aide_private.delete_organization(uuid) to service_role;

-- Row-level security: nothing for browser roles. (Select is granted on the exports so a sweep over every table
-- with organization_id reads zero rows there, like everywhere else, rather than a permission error.)
alter table public.aide_platform_operators enable row level security;
alter table public.aide_platform_events enable row level security;
alter table public.aide_platform_exports enable row level security;
revoke all on public.aide_platform_operators, public.aide_platform_events, public.aide_platform_exports
  from anon, authenticated;
grant select on public.aide_platform_exports to authenticated;
grant all on public.aide_platform_operators, public.aide_platform_exports to service_role;
grant select, insert on public.aide_platform_events to service_role;
