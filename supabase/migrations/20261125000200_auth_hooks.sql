-- The membership gate on every door of the auth server, as auth hooks declared in supabase/config.toml
-- (`supabase config push` enables them on a hosted project; the embedded server calls the same functions):
--   before_user_created   no account for an email that is not a member (sign-up, OAuth, magic link, invite)
--   custom_access_token   no access token for a user who is not (or no longer) a member, on every grant:
--                         password, refresh, PKCE, OAuth and email links
-- Plus: an unconfirmed account never claims a member row (it is linked once its email is confirmed), and
-- the API can ask whether a token's session is still live (sign-out and revocation take effect at once).

-- GoTrue's answer when a hook refuses: the HTTP status and message below reach the client unchanged.
create or replace function aide_private.not_a_member_error() returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object('error', jsonb_build_object(
    'http_code', 403,
    'message', 'Your email is not authorized to access this system. Please contact an administrator.'))
$$;

create or replace function aide_private.before_user_created(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  candidate text := coalesce(event -> 'user' ->> 'email', '');
begin
  if candidate <> '' and aide_private.email_is_member(candidate) then
    return '{}'::jsonb;
  end if;
  return aide_private.not_a_member_error();
end;
$$;

-- Claims pass through unchanged for members; everyone else gets no token.
create or replace function aide_private.custom_access_token(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  candidate text;
begin
  select u.email into candidate from auth.users u where u.id = (event ->> 'user_id')::uuid;
  if candidate is not null and aide_private.email_is_member(candidate) then
    return jsonb_build_object('claims', event -> 'claims');
  end if;
  return aide_private.not_a_member_error();
end;
$$;

-- Whether an access token's session still exists: deleted by sign-out (any scope), a password change
-- or an administrator; expired when the project time-boxes sessions.
create or replace function aide_private.session_is_active(session_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.sessions s
     where s.id = session_is_active.session_id and (s.not_after is null or s.not_after > now()))
$$;

revoke all on function aide_private.not_a_member_error() from public;
revoke all on function aide_private.before_user_created(jsonb) from public;
revoke all on function aide_private.custom_access_token(jsonb) from public;
revoke all on function aide_private.session_is_active(uuid) from public;
grant execute on function aide_private.session_is_active(uuid) to service_role;
do $$
begin
  -- supabase_auth_admin is the role GoTrue runs hooks as on hosted projects (absent in the embedded one).
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema aide_private to supabase_auth_admin;
    grant execute on function aide_private.before_user_created(jsonb) to supabase_auth_admin;
    grant execute on function aide_private.custom_access_token(jsonb) to supabase_auth_admin;
  end if;
end
$$;

-- Link a member row only to a confirmed account: whoever signs up first with a member's email cannot take
-- the row (and the organization's data) before proving they own the mailbox.
create or replace function aide_private.link_member_to_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is not null and new.email_confirmed_at is not null then
    update public.aide_members
       set user_id = new.id
     where email = lower(new.email) and user_id is null;
  end if;
  return new;
end;
$$;

drop trigger if exists aide_link_member_on_user_confirmed on auth.users;
create trigger aide_link_member_on_user_confirmed
  after update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function aide_private.link_member_to_new_user();
