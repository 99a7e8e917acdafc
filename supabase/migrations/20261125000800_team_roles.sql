-- Team management: a role per membership (owner, admin, member), invitations (a member row whose account does
-- not exist yet), removal that ends the member's sessions at once, an audit log of every change, and an
-- organization setting that requires two-step verification (aal2) of its members.
--
-- The rules live here, not in the API or the browser: policies say which rows an admin may insert, change or
-- delete; a trigger says which changes are allowed (only the role of someone else; owners only by owners; never
-- the last owner), whoever makes them (REST, the API, a script).

alter table public.aide_members
  add column role text not null default 'member' check (role in ('owner', 'admin', 'member')),
  add column invited_by uuid references public.aide_members (id) on delete set null,
  add column invited_at timestamptz,
  add column joined_at timestamptz,
  -- Where the invitation email stands (the job that asks the auth server to send it writes these).
  add column invitation_status text check (invitation_status in ('queued', 'sent', 'failed')),
  add column invitation_error text check (char_length(invitation_error) <= 1000);

-- Members who already signed in have joined; the seed's demo owners are set in seed.sql.
update public.aide_members set joined_at = created_at where user_id is not null and joined_at is null;

alter table public.aide_organizations
  add column mfa_required boolean not null default false;

create index aide_members_invited_by_idx on public.aide_members (invited_by);

-- The caller's role in an organization (null when not a member).
create or replace function aide_private.current_role_in(organization_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select m.role from public.aide_members m
   where m.user_id = (select auth.uid()) and m.organization_id = current_role_in.organization_id
$$;

create or replace function aide_private.is_team_admin(organization_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(aide_private.current_role_in(is_team_admin.organization_id) in ('owner', 'admin'), false)
$$;

revoke all on function aide_private.current_role_in(uuid) from public;
revoke all on function aide_private.is_team_admin(uuid) from public;
grant execute on function aide_private.current_role_in(uuid) to authenticated, service_role;
grant execute on function aide_private.is_team_admin(uuid) to authenticated, service_role;

-- What a signed-in member may change on a member row, whatever the path. Browser roles only: the service role
-- and the database owner (migrations, the seed, the auth server's link trigger) are trusted. Runs as the
-- caller (not security definer), so current_user is the caller's role.
create or replace function aide_private.guard_member_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  organization uuid := coalesce(new.organization_id, old.organization_id);
  caller_role text;
begin
  if current_user not in ('authenticated', 'anon') then
    return coalesce(new, old);
  end if;
  caller_role := aide_private.current_role_in(organization);

  if tg_op = 'INSERT' then
    if caller_role is null or caller_role = 'member' then
      raise exception 'Only owners and admins can invite members.' using errcode = '42501';
    end if;
    if new.role = 'owner' and caller_role <> 'owner' then
      raise exception 'Only an owner can make someone an owner.' using errcode = '42501';
    end if;
    if new.user_id is not null then
      raise exception 'An invitation cannot be linked to an account; it is linked when its email is confirmed.'
        using errcode = '42501';
    end if;
    new.invited_by := (select m.id from public.aide_members m where m.user_id = caller);
    new.invited_at := now();
    new.invitation_status := 'queued';
    return new;
  end if;

  if tg_op = 'DELETE' then
    if old.user_id = caller then
      raise exception 'You cannot remove yourself from the team.' using errcode = '42501';
    end if;
    if caller_role is null or caller_role = 'member' then
      raise exception 'Only owners and admins can remove members.' using errcode = '42501';
    end if;
    if old.role = 'owner' and caller_role <> 'owner' then
      raise exception 'Only an owner can remove an owner.' using errcode = '42501';
    end if;
    return old;
  end if;

  -- UPDATE: a member edits their own row's profile, never their role; an admin changes only someone else's role.
  if old.user_id = caller or (old.user_id is null and old.email = lower((select auth.jwt()) ->> 'email')) then
    if new.role is distinct from old.role then
      raise exception 'You cannot change your own role.' using errcode = '42501';
    end if;
    return new;
  end if;
  if (new.email, new.first_name, new.last_name, new.organization_id, new.user_id)
     is distinct from (old.email, old.first_name, old.last_name, old.organization_id, old.user_id) then
    raise exception 'Only the role of another member can be changed.' using errcode = '42501';
  end if;
  if new.role is distinct from old.role then
    if caller_role is null or caller_role = 'member' then
      raise exception 'Only owners and admins can change roles.' using errcode = '42501';
    end if;
    if (old.role = 'owner' or new.role = 'owner') and caller_role <> 'owner' then
      raise exception 'Only an owner can grant or take away the owner role.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function aide_private.guard_member_change() from public;
grant execute on function aide_private.guard_member_change() to authenticated, service_role;

create trigger aide_members_guard_change
  before insert or update or delete on public.aide_members
  for each row execute function aide_private.guard_member_change();

-- Someone invited again after being removed still has their (confirmed) account: the auth server will not
-- invite an existing account, so the new member row is linked to it at once.
create or replace function aide_private.link_existing_account() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    select u.id into new.user_id from auth.users u
     where lower(u.email) = new.email and u.email_confirmed_at is not null and u.deleted_at is null
       and not exists (select 1 from public.aide_members m where m.user_id = u.id);
    if new.user_id is not null then
      new.joined_at := now();
      new.invitation_status := null;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function aide_private.link_existing_account() from public;

-- Runs after the guard (triggers of one kind fire in name order), which refuses a user_id set by the caller.
create trigger aide_members_link_existing_account
  before insert on public.aide_members
  for each row execute function aide_private.link_existing_account();

-- The team as its admins see it: with each account's last sign-in and whether it has a verified factor,
-- which live in the auth schema (not readable by browser roles). The API calls it for a verified member.
create or replace function aide_private.team_members(organization_id uuid)
returns table (
  id uuid, email text, first_name text, last_name text, role text, user_id uuid, invited_at timestamptz,
  joined_at timestamptz, invitation_status text, invitation_error text, last_sign_in_at timestamptz,
  mfa_enabled boolean
)
language sql stable security definer
set search_path = ''
as $$
  select m.id, m.email, m.first_name, m.last_name, m.role, m.user_id, m.invited_at, m.joined_at,
         m.invitation_status, m.invitation_error, u.last_sign_in_at,
         exists (select 1 from auth.mfa_factors f where f.user_id = m.user_id and f.status = 'verified')
    from public.aide_members m
    left join auth.users u on u.id = m.user_id
   where m.organization_id = team_members.organization_id
   order by m.user_id is null, lower(coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), m.email))
$$;
revoke all on function aide_private.team_members(uuid) from public;
grant execute on function aide_private.team_members(uuid) to service_role;

-- An organization always keeps an owner (checked at the end of the statement, so swapping roles in one
-- statement works). Applies to every role, the service role included.
create or replace function aide_private.keep_an_owner() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.aide_organizations o where o.id = old.organization_id)
     and old.role = 'owner'
     and not exists (
       select 1 from public.aide_members m where m.organization_id = old.organization_id and m.role = 'owner') then
    raise exception 'The last owner cannot be removed or demoted. Make another member an owner first.'
      using errcode = '23514', constraint = 'aide_members_last_owner';
  end if;
  return null;
end;
$$;
revoke all on function aide_private.keep_an_owner() from public;

create constraint trigger aide_members_keep_an_owner
  after update of role or delete on public.aide_members
  deferrable initially immediate
  for each row when (old.role = 'owner')
  execute function aide_private.keep_an_owner();

-- Removal takes effect at once: the member's sessions end (their refresh tokens go with them), and the API's
-- session check refuses their access token on its next request. The account stays; without a member row the
-- auth hooks give it no token again.
create or replace function aide_private.end_removed_member_sessions() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.user_id is not null then
    delete from auth.sessions s where s.user_id = old.user_id;
  end if;
  return null;
end;
$$;
revoke all on function aide_private.end_removed_member_sessions() from public;

create trigger aide_members_end_sessions_on_removal
  after delete on public.aide_members
  for each row execute function aide_private.end_removed_member_sessions();

-- The audit log: who did what to whom, when. Written only by the triggers below (and the API's resend).
create table public.aide_team_events (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  actor_user_id uuid,
  actor_email text,
  action text not null check (action in (
    'member_invited', 'invitation_resent', 'invitation_revoked', 'member_joined', 'role_changed',
    'member_removed', 'mfa_requirement_changed')),
  target_email text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index aide_team_events_organization_created_idx
  on public.aide_team_events (organization_id, created_at desc);

create or replace function aide_private.record_team_event(
  organization_id uuid, action text, target_email text, details jsonb
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.aide_team_events (organization_id, actor_user_id, actor_email, action, target_email, details)
  values (
    record_team_event.organization_id,
    (select auth.uid()),
    coalesce(lower((select auth.jwt()) ->> 'email'), 'system'),
    record_team_event.action,
    record_team_event.target_email,
    record_team_event.details)
$$;
revoke all on function aide_private.record_team_event(uuid, text, text, jsonb) from public;
grant execute on function aide_private.record_team_event(uuid, text, text, jsonb) to service_role;

create or replace function aide_private.audit_member_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform aide_private.record_team_event(new.organization_id, 'member_invited', new.email,
      jsonb_build_object('role', new.role));
  elsif tg_op = 'DELETE' then
    -- An organization being deleted takes its members with it: nothing to record.
    if exists (select 1 from public.aide_organizations o where o.id = old.organization_id) then
      perform aide_private.record_team_event(old.organization_id,
        case when old.user_id is null then 'invitation_revoked' else 'member_removed' end, old.email,
        jsonb_build_object('role', old.role));
    end if;
  else
    if new.role is distinct from old.role then
      perform aide_private.record_team_event(new.organization_id, 'role_changed', new.email,
        jsonb_build_object('from', old.role, 'to', new.role));
    end if;
    if old.user_id is null and new.user_id is not null then
      perform aide_private.record_team_event(new.organization_id, 'member_joined', new.email, '{}'::jsonb);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function aide_private.audit_member_change() from public;

create trigger aide_members_audit
  after insert or update of role, user_id or delete on public.aide_members
  for each row execute function aide_private.audit_member_change();

-- Joining is when the invitation's account is linked (its email confirmed).
create or replace function aide_private.stamp_joined_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.user_id is null and new.user_id is not null then
    new.joined_at := coalesce(new.joined_at, now());
  end if;
  return new;
end;
$$;
revoke all on function aide_private.stamp_joined_at() from public;

create trigger aide_members_stamp_joined_at
  before update of user_id on public.aide_members
  for each row execute function aide_private.stamp_joined_at();

-- Members may rename their organization (an older policy lets them update it); the MFA requirement is for
-- owners and admins only. Runs as the caller.
create or replace function aide_private.guard_mfa_requirement() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') and not aide_private.is_team_admin(new.id) then
    raise exception 'Only owners and admins can change the security settings.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function aide_private.guard_mfa_requirement() from public;
grant execute on function aide_private.guard_mfa_requirement() to authenticated, service_role;

create trigger aide_organizations_guard_mfa_requirement
  before update of mfa_required on public.aide_organizations
  for each row when (old.mfa_required is distinct from new.mfa_required)
  execute function aide_private.guard_mfa_requirement();

create or replace function aide_private.audit_mfa_requirement() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform aide_private.record_team_event(new.id, 'mfa_requirement_changed', null,
    jsonb_build_object('mfa_required', new.mfa_required));
  return null;
end;
$$;
revoke all on function aide_private.audit_mfa_requirement() from public;

create trigger aide_organizations_audit_mfa_requirement
  after update of mfa_required on public.aide_organizations
  for each row when (old.mfa_required is distinct from new.mfa_required)
  execute function aide_private.audit_mfa_requirement();

-- Row-level security for team changes.
create policy "Admins invite members to their organization"
  on public.aide_members for insert to authenticated
  with check (aide_private.is_team_admin(organization_id));

create policy "Admins change roles in their organization"
  on public.aide_members for update to authenticated
  using (aide_private.is_team_admin(organization_id))
  with check (aide_private.is_team_admin(organization_id));

create policy "Admins remove members of their organization"
  on public.aide_members for delete to authenticated
  using (aide_private.is_team_admin(organization_id));

create policy "Admins set their organization's security settings"
  on public.aide_organizations for update to authenticated
  using (aide_private.is_team_admin(id))
  with check (aide_private.is_team_admin(id));

alter table public.aide_team_events enable row level security;

create policy "Admins read their organization's team events"
  on public.aide_team_events for select to authenticated
  using (aide_private.is_team_admin(organization_id));

grant insert (email, first_name, last_name, organization_id, role) on public.aide_members to authenticated;
grant update (role) on public.aide_members to authenticated;
grant delete on public.aide_members to authenticated;
grant update (mfa_required) on public.aide_organizations to authenticated;
revoke all on public.aide_team_events from anon, authenticated;
grant select on public.aide_team_events to authenticated;
grant all on public.aide_team_events to service_role;
