-- Rules the API enforced alone, now enforced where the data is, so REST, Storage and Realtime (which supabase-js
-- reaches directly) answer the same:
--   1. An organization that requires two-step verification is invisible to a password-only (aal1) session of
--      its members: every policy keys on current_organization_ids() and current_role_in(), which now skip it.
--      What stays readable is the member's own row and the organization's own row (name, plan, whether MFA is
--      required), so the app can lead the member to set up a factor.
--   2. Turning the requirement on or off needs an aal2 session (it needed only the role).
--   3. A member edits their own row's profile; linking `user_id` is allowed only from none to their own account.
--   4. Inviting an email that belongs to another organization's member behaves like any other invitation (no
--      409 that tells an admin where the address is a member): emails are unique per organization, and an
--      account is linked to one member row only.
--   5. A password chosen before the email was proven never signs in: confirming the email clears it, and the
--      app asks for a password after the confirmation link.

-- 1. Whether the caller's session satisfies the organization's requirement of a second factor.
create or replace function aide_private.mfa_satisfied(organization_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from public.aide_organizations o
         where o.id = mfa_satisfied.organization_id and o.mfa_required)
$$;

-- The organizations whose data the caller may use now.
create or replace function aide_private.current_organization_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.organization_id
    from public.aide_members m
    join public.aide_organizations o on o.id = m.organization_id
   where m.user_id = (select auth.uid())
     and (not o.mfa_required or coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2')
$$;

-- The organizations the caller belongs to, whatever the session's assurance level: only for reading the
-- organization's own row (what it is called, its plan, whether it requires MFA).
create or replace function aide_private.member_organization_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.organization_id from public.aide_members m where m.user_id = (select auth.uid())
$$;

-- The caller's role where it may act (null when not a member, or before the second factor it requires).
create or replace function aide_private.current_role_in(organization_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select m.role
    from public.aide_members m
    join public.aide_organizations o on o.id = m.organization_id
   where m.user_id = (select auth.uid()) and m.organization_id = current_role_in.organization_id
     and (not o.mfa_required or coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2')
$$;

revoke all on function aide_private.mfa_satisfied(uuid) from public;
revoke all on function aide_private.member_organization_ids() from public;
grant execute on function aide_private.mfa_satisfied(uuid) to authenticated, service_role;
grant execute on function aide_private.member_organization_ids() to authenticated, service_role;

create policy "Members read their own organization before their second step"
  on public.aide_organizations for select to authenticated
  using (id in (select aide_private.member_organization_ids()));

-- The member's own row is still readable at aal1 (the policy's own-row branches); nothing is written.
create policy "No member changes before the second step the organization requires"
  on public.aide_members as restrictive for update to authenticated
  using (aide_private.mfa_satisfied(organization_id));
create policy "No invitations before the second step the organization requires"
  on public.aide_members as restrictive for insert to authenticated
  with check (aide_private.mfa_satisfied(organization_id));
create policy "No removals before the second step the organization requires"
  on public.aide_members as restrictive for delete to authenticated
  using (aide_private.mfa_satisfied(organization_id));
create policy "No organization changes before the second step it requires"
  on public.aide_organizations as restrictive for update to authenticated
  using (aide_private.mfa_satisfied(id));

-- 2. Whoever changes the requirement, either way, holds an aal2 session (turning it on at aal1 would lock
-- them out; turning it off at aal1 is what the requirement exists to prevent).
create or replace function aide_private.guard_mfa_requirement() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    -- The caller's own member row is readable to them at any assurance level.
    if not exists (select 1 from public.aide_members m
                        where m.organization_id = new.id and m.user_id = (select auth.uid())
                          and m.role in ('owner', 'admin')) then
      raise exception 'Only owners and admins can change the security settings.' using errcode = '42501';
    end if;
    if coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
      raise exception 'Sign in with your authenticator code before changing two-step verification.'
        using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

-- 3. Linking a member row to an account: a browser role may set `user_id` only from none to its own account.
-- The member guard (aide_members_guard_change, which fires first: triggers run in name order) keeps its rules
-- for other members' rows; this one closes its own-row branch, which checked only the role.
create or replace function aide_private.guard_member_link() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
     and not (old.user_id is null and new.user_id = (select auth.uid())) then
    raise exception 'A member row is linked only to the account of its own email.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function aide_private.guard_member_link() from public;
grant execute on function aide_private.guard_member_link() to authenticated, service_role;

create trigger aide_members_guard_link
  before update of user_id on public.aide_members
  for each row when (old.user_id is distinct from new.user_id)
  execute function aide_private.guard_member_link();

-- 4. Emails are unique within an organization; an account belongs to one member row (user_id stays unique).
alter table public.aide_members drop constraint aide_members_email_key;
alter table public.aide_members
  add constraint aide_members_organization_email_key unique (organization_id, email);
create index aide_members_email_idx on public.aide_members (email);

-- A confirmed account claims one pending member row of its email (the oldest invitation), and none when it
-- already belongs to an organization.
create or replace function aide_private.link_member_to_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and not exists (select 1 from public.aide_members m where m.user_id = new.id) then
    update public.aide_members
       set user_id = new.id
     where id = (
       select m.id from public.aide_members m
        where m.email = lower(new.email) and m.user_id is null
        order by m.invited_at nulls first, m.created_at
        limit 1);
  end if;
  return new;
end;
$$;

-- A member's name set on their account (the invitation page, the sign-up form) fills the member row's empty
-- names, whatever the session may write through REST.
create or replace function aide_private.fill_member_names() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.aide_members m
     set first_name = coalesce(nullif(m.first_name, ''), nullif(trim(new.raw_user_meta_data ->> 'first_name'), '')),
         last_name = coalesce(nullif(m.last_name, ''), nullif(trim(new.raw_user_meta_data ->> 'last_name'), ''))
   where m.user_id = new.id
     and (coalesce(m.first_name, '') = '' or coalesce(m.last_name, '') = '')
     and (nullif(trim(new.raw_user_meta_data ->> 'first_name'), '') is not null
          or nullif(trim(new.raw_user_meta_data ->> 'last_name'), '') is not null);
  return null;
end;
$$;
revoke all on function aide_private.fill_member_names() from public;

create trigger aide_fill_member_names_from_account
  after update of raw_user_meta_data on auth.users
  for each row when (old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function aide_private.fill_member_names();

-- 5. Whoever signs up first with a member's address chose the password; the owner of the mailbox proves
-- themselves by the link. At that moment the earlier password goes: the session from the link is the
-- member's, and the app asks them to choose a password there. Only a sign-up that sent a link counts: an
-- account an administrator creates already confirmed (no link sent) keeps the password it was given.
create or replace function aide_private.clear_unproven_password() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.encrypted_password := '';
  return new;
end;
$$;
revoke all on function aide_private.clear_unproven_password() from public;

create trigger aide_clear_unproven_password
  before update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null
                     and old.confirmation_sent_at is not null
                     and coalesce(old.encrypted_password, '') <> '')
  execute function aide_private.clear_unproven_password();
