-- What hosted Supabase already provides before any migration runs: API roles, the auth schema that GoTrue
-- owns, the auth.* helper functions policies call, and the default grants of the public schema.
-- Not a migration (hosted projects have all of this); applied first to the embedded database and to the
-- PostgreSQL server of the api tests. Idempotent: every statement can run again on an existing database.

-- Roles (cluster-wide on a real server, hence the guards).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST connects as authenticator and switches to the caller's role; kept for parity with hosted.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

alter role service_role bypassrls;
grant anon, authenticated, service_role to authenticator;

-- Extensions live in their own schema on hosted Supabase; seeds call extensions.crypt / extensions.gen_salt.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- auth: the subset of GoTrue's tables this product relies on.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- GoTrue finds users by lower(email) among non-SSO accounts.
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- PKCE flow state: one row per sign-in flow that ends in an auth code (GoTrue's auth.flow_state).
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
-- GoTrue 2026: every OAuth flow (implicit ones too) has a flow state, whose id is the OAuth `state`; a manual
-- identity link carries its signed-in user in linking_target_id. Added here so existing databases get them.
alter table auth.flow_state
  add column if not exists invite_token text,
  add column if not exists referrer text,
  add column if not exists oauth_client_state_id uuid,
  add column if not exists linking_target_id uuid,
  add column if not exists email_optional boolean not null default false;
alter table auth.flow_state
  alter column code_challenge drop not null,
  alter column code_challenge_method drop not null,
  alter column auth_code drop not null;

-- How each session was authenticated: the source of the access token's amr claim.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- MFA factors and their challenges, with GoTrue's columns (phone and WebAuthn ones included, unused here).
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception
  when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception
  when duplicate_object then null;
end
$$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- The TOTP secret, stored as GoTrue stores it without GOTRUE_SECURITY_DB_ENCRYPTION (plain base32).
  secret text,
  phone text,
  last_challenged_at timestamptz unique,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- Emulator only (hosted Supabase mails for real): every email the auth server "sends", served at /outbox.
create schema if not exists emulator_private;
revoke all on schema emulator_private from public;
create table if not exists emulator_private.outbox (
  id bigserial primary key,
  to_email text not null,
  subject text not null,
  html text not null,
  body_text text not null,
  link text,
  kind text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists outbox_to_email_idx on emulator_private.outbox (lower(to_email), id desc);
-- The one-time code of each email (magic links, email OTPs, reauthentication), for tests and the outbox page.
alter table emulator_private.outbox add column if not exists code text;

-- Emulator only: every SMS the auth server "sends" (phone sign-ups and sign-ins, phone changes, phone factors),
-- served at /outbox/sms. A hosted project sends through its SMS provider.
create table if not exists emulator_private.sms_outbox (
  id bigserial primary key,
  to_phone text not null,
  body text not null,
  code text,
  kind text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists sms_outbox_to_phone_idx on emulator_private.sms_outbox (to_phone, id desc);

-- GoTrue's OAuth 2.1 server clients (auth.admin.oauth.*), with GoTrue's columns.
do $$
begin
  create type auth.oauth_registration_type as enum ('dynamic', 'manual');
exception
  when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.oauth_client_type as enum ('public', 'confidential');
exception
  when duplicate_object then null;
end
$$;
create table if not exists auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type auth.oauth_registration_type not null,
  redirect_uris text not null,
  grant_types text not null,
  client_name text check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  client_type auth.oauth_client_type not null default 'confidential',
  token_endpoint_auth_method text not null
    check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none'))
);

-- Passkeys (WebAuthn credentials that sign in) and their pending ceremonies, with GoTrue's columns.
create table if not exists auth.webauthn_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create unique index if not exists webauthn_credentials_credential_id_key
  on auth.webauthn_credentials (credential_id);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);
create table if not exists auth.webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);

-- Emulator only: emails a tester sends to the product from the mail catcher (/mail), such as purchase orders
-- to an organization's intake address. The API's mail intake job takes the new ones and notes the outcome.
create table if not exists emulator_private.inbox (
  id bigserial primary key,
  from_email text not null,
  to_email text not null,
  subject text not null,
  raw bytea not null,
  received_at timestamptz not null default clock_timestamp(),
  taken_at timestamptz,
  note text
);
create index if not exists inbox_new_idx on emulator_private.inbox (id) where taken_at is null;

-- Emulator only: the last RFC 6238 time step accepted per TOTP factor, so a code cannot be used twice
-- (GoTrue keeps no such record; RFC 6238 section 5.2 asks verifiers to refuse a second use).
create table if not exists emulator_private.totp_last_time_step (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  time_step bigint not null
);

-- The request helpers exactly as Supabase defines them: PostgREST puts the JWT claims into
-- request.jwt.claims (and older versions into request.jwt.claim.<name>).
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- Only the auth server (here: the owner connection) reads and writes the auth tables.
revoke all on all tables in schema auth from anon, authenticated;
grant all on all tables in schema auth to service_role;

-- public: hosted Supabase grants the API roles everything by default and leaves protection to
-- row-level security, so migrations must revoke what a role must not have.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Where the Supabase CLI records applied migrations.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- storage: the tables and helpers Supabase Storage creates in every project (its tenant migrations, in the
-- shape they have today), so supabase/migrations can insert buckets and write policies on storage.objects
-- exactly as on a hosted project. The emulator's /storage/v1 keeps object metadata here.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;
create or replace trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- As on hosted Supabase: rows of the storage tables are deleted through the Storage API (which sets
-- storage.allow_delete_query for its own statements), never directly, so no file is orphaned.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
create or replace trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

grant execute on all functions in schema storage to anon, authenticated, service_role;

-- Emulator only: object bytes when the emulator has no storage directory (in-memory databases, tests),
-- keyed by the object's version (a new one per upload, so an overwrite never mixes old and new bytes).
create table if not exists emulator_private.storage_blobs (
  version text primary key,
  bytes bytea not null
);

-- realtime: hosted projects have the (empty) supabase_realtime publication; migrations add their tables.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- realtime: Realtime Authorization and Broadcast from the database, as Supabase Realtime sets them up in every
-- hosted project (its tenant schema): realtime.messages with row-level security on and no policy (migrations
-- write them), realtime.topic(), realtime.send() and realtime.broadcast_changes(). Hosted partitions
-- realtime.messages by day and drops partitions after 3 days; here it is one table and the emulator deletes
-- rows older than 3 days itself.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  constraint messages_pkey primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant insert, select, update on realtime.messages to anon, authenticated, service_role;

-- The topic a channel join is being authorized for (Realtime sets realtime.topic for its policy check).
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

-- Runs as the caller: without an insert policy on realtime.messages only a role that bypasses row-level
-- security (a security definer function owned by postgres, service_role) gets a message in. Failures are a
-- warning, never an error of the write that sent it.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
)
returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
                                   'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

-- Emulator only: Realtime reads new realtime.messages rows from the write-ahead log; here a row trigger
-- NOTIFYs emulator_realtime with the message's id, delivered at commit (so the probe rows of a join's
-- authorization, which are rolled back, and rolled-back sends are never delivered).
create or replace function emulator_private.realtime_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_notify('emulator_realtime', jsonb_build_object('message', new.id)::text);
  return null;
end
$$;
revoke all on function emulator_private.realtime_message() from public;
create or replace trigger emulator_realtime_message after insert on realtime.messages for each row
  when (new.extension = 'broadcast' and new.event is not null and new.payload is not null)
  execute function emulator_private.realtime_message();

-- Emulator only: Supabase Realtime reads changes from the write-ahead log; the emulator gets them from a row
-- trigger on every table of the publication instead (installed by realtime_sync_triggers() when the emulator
-- starts). Each change is a NOTIFY on emulator_realtime, delivered at commit (a rolled-back write sends
-- nothing); a change too big for NOTIFY's 8000-byte payload waits in realtime_overflow and the notification
-- carries its id.
create table if not exists emulator_private.realtime_overflow (
  id bigserial primary key,
  payload jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);

-- The tables some emulator has a subscriber for right now (each emulator refreshes its rows every minute):
-- the capture is skipped for the others (see realtime_gate).
create table if not exists emulator_private.realtime_listened (
  emulator_id uuid not null,
  relid oid not null,
  seen_at timestamptz not null default now(),
  primary key (relid, emulator_id)
);

-- Decides once per statement, before its rows are written, whether the row trigger captures them: the row
-- trigger's WHEN reads this transaction-local setting, so a bulk write to a table nobody follows queues no
-- trigger event at all (100,000 imported customers: about a second less on PGlite than a lookup per row).
create or replace function emulator_private.realtime_gate() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config(
    'emulator_realtime.listened_' || tg_relid::text,
    case when exists (
      select 1 from emulator_private.realtime_listened l
       where l.relid = tg_relid and l.seen_at > now() - interval '5 minutes'
    ) then 'on' else 'off' end,
    true);
  return null;
end
$$;
revoke all on function emulator_private.realtime_gate() from public;

create or replace function emulator_private.realtime_capture() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  change jsonb;
  body text;
  overflow_id bigint;
begin
  change := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  body := change::text;
  if octet_length(body) > 7900 then
    insert into emulator_private.realtime_overflow (payload) values (change) returning id into overflow_id;
    body := jsonb_build_object('overflow', overflow_id)::text;
  end if;
  perform pg_notify('emulator_realtime', body);
  return null;
end
$$;
revoke all on function emulator_private.realtime_capture() from public;

-- Puts the capture triggers (the statement gate and the row capture) on every table of supabase_realtime and
-- takes them off tables no longer in it. A capture trigger without the gate's WHEN (an older data directory)
-- is replaced.
create or replace function emulator_private.realtime_sync_triggers() returns void
language plpgsql
as $$
declare
  rel regclass;
begin
  -- Several emulators may start on one PostgreSQL database at once.
  perform pg_advisory_xact_lock(hashtext('emulator_private.realtime_sync_triggers'));
  for rel in
    select t.tgrelid::regclass
      from pg_trigger t
     where t.tgname = 'emulator_realtime_capture'
       and (t.tgqual is null
            or not exists (select 1 from pg_trigger g
                            where g.tgrelid = t.tgrelid and g.tgname = 'emulator_realtime_gate')
            or not exists (
              select 1 from pg_publication_tables p
               where p.pubname = 'supabase_realtime'
                 and format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid))
  loop
    execute format('drop trigger emulator_realtime_capture on %s', rel);
  end loop;
  for rel in
    select g.tgrelid::regclass
      from pg_trigger g
     where g.tgname = 'emulator_realtime_gate'
       and not exists (select 1 from pg_trigger t
                        where t.tgrelid = g.tgrelid and t.tgname = 'emulator_realtime_capture')
  loop
    execute format('drop trigger emulator_realtime_gate on %s', rel);
  end loop;
  for rel in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
      from pg_publication_tables p
     where p.pubname = 'supabase_realtime'
       and not exists (
         select 1 from pg_trigger t
          where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
            and t.tgname = 'emulator_realtime_capture')
  loop
    execute format(
      'create trigger emulator_realtime_gate before insert or update or delete on %s '
      'for each statement execute function emulator_private.realtime_gate()', rel);
    execute format(
      'create trigger emulator_realtime_capture after insert or update or delete on %s for each row '
      'when (current_setting(%L, true) = %L) execute function emulator_private.realtime_capture()',
      rel, 'emulator_realtime.listened_' || rel::oid::text, 'on');
  end loop;
end
$$;
revoke all on function emulator_private.realtime_sync_triggers() from public;
