-- The AI employee's mailbox (SPEC §3): one row per user, written by the Aide API when the user signs in
-- with Google or Microsoft. The provider token is a secret: the API stores it encrypted, and browser roles
-- may read every column except it (column privileges), nor write the table at all.
create table public.ai_employees (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  email text not null,
  email_token_encrypted text,
  email_token_type text check (email_token_type in ('Google', 'Microsoft')),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ai_employees_organization_id_idx on public.ai_employees (organization_id);

alter table public.ai_employees enable row level security;

create policy "members read their organization's AI employees"
  on public.ai_employees for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));

revoke all on public.ai_employees from anon, authenticated;
grant select (id, user_id, email, email_token_type, organization_id, created_at, updated_at)
  on public.ai_employees to authenticated;
