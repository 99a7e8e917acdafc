-- Integrations of the outbound workspace: connected mailboxes (Nylas grants) and social profiles.
-- Members see their organization's rows. A mailbox is connected only by the Aide API (hosted-auth callback),
-- which stores the Nylas grant id encrypted: browser roles may read every column except it and never write
-- it. Social profiles are plain data members add and remove for their organization.

create table public.email_connections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null check (provider in ('google', 'microsoft')),
  email text not null check (email = lower(email)),
  grant_encrypted text,
  status text not null default 'connected' check (status in ('connected', 'disconnected')),
  connected_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, provider, email)
);
create index email_connections_organization_id_idx on public.email_connections (organization_id);

create trigger email_connections_lowercase_email
  before insert or update of email on public.email_connections
  for each row execute function aide_private.lowercase_email();

alter table public.email_connections enable row level security;

create policy "Members read their organization's mailboxes"
  on public.email_connections for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));

create policy "Members remove their organization's mailboxes"
  on public.email_connections for delete to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));

revoke all on public.email_connections from anon, authenticated;
grant select (id, organization_id, user_id, provider, email, status, connected_at, created_at, updated_at)
  on public.email_connections to authenticated;
grant delete on public.email_connections to authenticated;
grant all on public.email_connections to service_role;

create table public.social_connections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  network text not null check (network in ('linkedin', 'x', 'facebook', 'instagram')),
  handle text not null check (handle <> ''),
  profile_url text not null check (profile_url ~ '^https://'),
  connected_at timestamptz not null default now()
);
-- One profile per network and handle in an organization; handles compare case-insensitively (x.com/Aide = x.com/aide).
create unique index social_connections_organization_network_handle_key
  on public.social_connections (organization_id, network, lower(handle));
create index social_connections_user_id_idx on public.social_connections (user_id);

alter table public.social_connections enable row level security;

create policy "Members read their organization's social profiles"
  on public.social_connections for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));

create policy "Members add social profiles as themselves to their organization"
  on public.social_connections for insert to authenticated
  with check (
    organization_id in (select aide_private.current_organization_ids())
    and user_id = (select auth.uid())
  );

create policy "Members remove their organization's social profiles"
  on public.social_connections for delete to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));

revoke all on public.social_connections from anon, authenticated;
grant select, delete on public.social_connections to authenticated;
grant insert (organization_id, user_id, network, handle, profile_url) on public.social_connections to authenticated;
grant all on public.social_connections to service_role;
