-- Core tables: organizations, their members (who may sign in) and the client list.
-- A member sees and changes only rows of their own organization; the helpers that decide this live in the
-- unexposed aide_private schema as security definer functions, so policies never query a table that is
-- itself protected by a policy (no recursion) and the API never exposes them as rpc.

create schema if not exists aide_private;
revoke all on schema aide_private from public;
-- Policies run as the caller, so the caller needs to reach the helpers.
grant usage on schema aide_private to authenticated, service_role;

-- Emails are compared case-insensitively everywhere; storing them lowercase keeps unique indexes simple.
create or replace function aide_private.lowercase_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(trim(new.email));
  return new;
end;
$$;

create table public.aide_organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  aide_plan text not null check (aide_plan in ('inbound', 'outbound')),
  created_at timestamptz not null default now()
);

create table public.aide_members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
  email text not null unique check (email = lower(email)),
  first_name text,
  last_name text,
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index aide_members_organization_id_idx on public.aide_members (organization_id);

create trigger aide_members_lowercase_email
  before insert or update of email on public.aide_members
  for each row execute function aide_private.lowercase_email();

create table public.aide_client_list (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  aide_plan text not null check (aide_plan in ('inbound', 'outbound')),
  created_at timestamptz not null default now()
);

create trigger aide_client_list_lowercase_email
  before insert or update of email on public.aide_client_list
  for each row execute function aide_private.lowercase_email();

-- The organizations of the signed-in user (one today; a set keeps policies ready for more).
create or replace function aide_private.current_organization_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.organization_id from public.aide_members m where m.user_id = (select auth.uid())
$$;

-- Membership gate: the auth server asks this before creating a user (a hosted before-user-created hook can
-- call it too). Not callable by browser roles, so it cannot be used to probe which emails are members.
create or replace function aide_private.email_is_member(email text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.aide_members m where m.email = lower(trim(email_is_member.email)))
$$;

revoke all on function aide_private.current_organization_ids() from public;
revoke all on function aide_private.email_is_member(text) from public;
revoke all on function aide_private.lowercase_email() from public;
grant execute on function aide_private.current_organization_ids() to authenticated, service_role;
grant execute on function aide_private.email_is_member(text) to service_role;

-- A new auth user is linked to the member row of the same email; runs wherever users are created
-- (this emulator, hosted GoTrue, the dashboard), so the link never depends on the browser.
create or replace function aide_private.link_member_to_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is not null then
    update public.aide_members
       set user_id = new.id
     where email = lower(new.email) and user_id is null;
  end if;
  return new;
end;
$$;
revoke all on function aide_private.link_member_to_new_user() from public;

drop trigger if exists aide_link_member_on_user_created on auth.users;
create trigger aide_link_member_on_user_created
  after insert on auth.users
  for each row execute function aide_private.link_member_to_new_user();

-- Row-level security.
alter table public.aide_organizations enable row level security;
alter table public.aide_members enable row level security;
alter table public.aide_client_list enable row level security;

create policy "Members read their own organization"
  on public.aide_organizations for select to authenticated
  using (id in (select aide_private.current_organization_ids()));

-- Also their own row: before it is linked (user_id still null, found by the verified email of the JWT) and
-- right after linking it, when the statement's snapshot does not list the organization yet.
create policy "Members read their organization's members"
  on public.aide_members for select to authenticated
  using (
    organization_id in (select aide_private.current_organization_ids())
    or user_id = (select auth.uid())
    or (user_id is null and email = lower((select auth.jwt()) ->> 'email'))
  );

-- Only their own row; the first-time case links an unlinked row of their email to themselves.
create policy "Members update their own row"
  on public.aide_members for update to authenticated
  using (
    user_id = (select auth.uid())
    or (user_id is null and email = lower((select auth.jwt()) ->> 'email'))
  )
  with check (user_id = (select auth.uid()));

create policy "Users read their own client list entry"
  on public.aide_client_list for select to authenticated
  using (email = lower((select auth.jwt()) ->> 'email'));

-- Privileges: nothing for anon; authenticated reads, and may change only the profile columns of members.
revoke all on public.aide_organizations, public.aide_members, public.aide_client_list from anon, authenticated;
grant select on public.aide_organizations, public.aide_members, public.aide_client_list to authenticated;
grant update (user_id, first_name, last_name) on public.aide_members to authenticated;
grant all on public.aide_organizations, public.aide_members, public.aide_client_list to service_role;
