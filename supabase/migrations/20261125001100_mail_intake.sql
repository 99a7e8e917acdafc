-- Mail intake (docs/inbound-api.md "Mail intake"): emails that reach an organization's intake mailbox (its AI
-- employee's Nylas mailbox, or locally the embedded backend's mail catcher) are taken in by a background job.
-- One row per email: what became of it, so the Purchase Orders tab can show it and no email is read twice.
-- Applies unchanged to a hosted project.

create table public.aide_intake_emails (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  -- 'nylas': the AI employee's mailbox; 'local': the embedded backend's mail catcher.
  mailbox text not null check (mailbox in ('nylas', 'local')),
  -- The mailbox's own id of the message (Nylas message id, the catcher's row id).
  message_id text not null check (char_length(message_id) between 1 and 255),
  from_email text check (char_length(from_email) <= 320),
  subject text check (char_length(subject) <= 998),
  received_at timestamptz not null,
  -- created: a new pending order; duplicate: an order already received; ignored: no order in it;
  -- failed: the email could not be read (detail says why).
  status text not null check (status in ('created', 'duplicate', 'ignored', 'failed')),
  purchase_order_id uuid references public.aide_purchase_orders (id) on delete set null,
  detail text check (char_length(detail) <= 1000),
  created_at timestamptz not null default now(),
  unique (organization_id, mailbox, message_id)
);

create index aide_intake_emails_recent_idx on public.aide_intake_emails (organization_id, received_at desc);
create index aide_intake_emails_order_idx on public.aide_intake_emails (purchase_order_id)
  where purchase_order_id is not null;

-- Written by the API's job only; members read their organization's.
alter table public.aide_intake_emails enable row level security;
create policy "Members read their organization's intake emails" on public.aide_intake_emails
  for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));
grant select on public.aide_intake_emails to authenticated;

-- The Purchase Orders tab lists arriving emails live.
do $$
begin
  if not exists (
    select 1 from pg_publication_tables
     where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'aide_intake_emails'
  ) then
    alter publication supabase_realtime add table public.aide_intake_emails;
  end if;
end;
$$;
