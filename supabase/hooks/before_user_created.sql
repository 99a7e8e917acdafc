-- Before-user-created auth hook for hosted Supabase: the membership gate of sign-up and OAuth sign-in.
-- GoTrue calls it before inserting any auth.users row (email sign-up, OAuth, magic link, admin invite);
-- a non-member gets HTTP 403 with the message below and no account is created. The local emulator applies
-- the same rule by calling aide_private.email_is_member itself.
--
-- Not a migration: apply it once per project (SQL editor, or copy it into a new migration), then enable the
-- hook in the dashboard (Authentication > Hooks > Before User Created > Postgres function
-- aide_private.before_user_created) or in supabase/config.toml:
--
--   [auth.hook.before_user_created]
--   enabled = true
--   uri = "pg-functions://postgres/aide_private/before_user_created"
--
-- Idempotent; needs the aide_private schema and email_is_member from the core migration.

create or replace function aide_private.before_user_created(event jsonb) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  candidate text := coalesce(event -> 'user' ->> 'email', '');
begin
  if candidate <> '' and aide_private.email_is_member(candidate) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object(
    'error', jsonb_build_object(
      'http_code', 403,
      'message', 'Your email is not authorized to access this system. Please contact an administrator.'
    )
  );
end;
$$;

-- Only the auth server may call the hook; browser roles must not be able to probe membership through it.
revoke all on function aide_private.before_user_created(jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on function aide_private.before_user_created(jsonb) from anon, authenticated;
  end if;
  -- supabase_auth_admin is the role GoTrue connects as on hosted projects (absent in the local emulator).
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema aide_private to supabase_auth_admin;
    grant execute on function aide_private.before_user_created(jsonb) to supabase_auth_admin;
    grant execute on function aide_private.email_is_member(text) to supabase_auth_admin;
  end if;
end
$$;
