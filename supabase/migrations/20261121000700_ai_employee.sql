-- The AI employee for outbound teams: richer customer records with purchase statistics (My Customers at
-- 100,000 customers), notes with proposed changes, Ask AI conversations, and outreach emails.
-- Members read their organization's rows; notes, proposals, conversations and outreach are written by the API's
-- own role after the plan check (withWorkspaceAsApi), so authorship and decisions cannot be forged.

-- Customer fields the assistant can propose from notes, and purchase statistics kept with the customer so that
-- the list filters and sorts on them with an index instead of aggregating the sales history per request.
alter table public.aide_client_customers
  add column job_title text,
  add column follow_up_on date,
  add column interests text[] not null default '{}',
  add column first_order_on date,
  add column last_order_on date,
  add column order_count integer not null default 0,
  add column lifetime_revenue numeric(14, 2) not null default 0,
  add column revenue_12m numeric(14, 2) not null default 0,
  -- Mean days between consecutive orders; null below two orders.
  add column average_gap_days numeric(8, 2);
create index aide_client_customers_last_order_idx on public.aide_client_customers (organization_id, last_order_on);
create index aide_client_customers_revenue_idx on public.aide_client_customers (organization_id, revenue_12m);

-- One rule for "at risk" (stopped ordering), used by the customer list and by the analyst: a customer with at
-- least three orders whose last order is more than twice their usual gap ago, and at least 45 days ago.
create or replace function aide_private.customer_at_risk(
  last_order_on date, order_count integer, average_gap_days numeric, today date
) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(order_count >= 3
    and last_order_on < today - greatest(45, ceil(2 * coalesce(average_gap_days, 0)))::integer, false)
$$;
grant execute on function aide_private.customer_at_risk(date, integer, numeric, date) to authenticated, service_role;

-- Recomputes the statistics of one organization's customers from its sales lines (an order is one
-- (customer, day, order reference)). Called after every customer or sales import and by the seed.
create or replace function aide_private.refresh_customer_stats(organization uuid, today date default current_date)
returns void
language sql
set search_path = ''
as $$
  with orders as (
    select customer_id, sold_at, coalesce(order_ref, '') as ref,
           sum(quantity * coalesce(unit_price, 0)) as amount
      from public.aide_sales_transactions
     where organization_id = refresh_customer_stats.organization and customer_id is not null
     group by customer_id, sold_at, coalesce(order_ref, '')
  ), stats as (
    select customer_id, min(sold_at) as first_order_on, max(sold_at) as last_order_on,
           count(*)::integer as order_count, sum(amount) as lifetime_revenue,
           coalesce(sum(amount) filter (where sold_at > refresh_customer_stats.today - 365), 0) as revenue_12m,
           case when count(distinct sold_at) >= 2
                then (max(sold_at) - min(sold_at))::numeric / (count(distinct sold_at) - 1) end as average_gap_days
      from orders group by customer_id
  )
  update public.aide_client_customers c
     set first_order_on = s.first_order_on, last_order_on = s.last_order_on, order_count = coalesce(s.order_count, 0),
         lifetime_revenue = coalesce(s.lifetime_revenue, 0), revenue_12m = coalesce(s.revenue_12m, 0),
         average_gap_days = s.average_gap_days
    from public.aide_client_customers c2
    left join stats s on s.customer_id = c2.id
   where c.id = c2.id and c2.organization_id = refresh_customer_stats.organization
     and (c.first_order_on, c.last_order_on, c.order_count, c.lifetime_revenue, c.revenue_12m, c.average_gap_days)
         is distinct from (s.first_order_on, s.last_order_on, coalesce(s.order_count, 0),
                           coalesce(s.lifetime_revenue, 0), coalesce(s.revenue_12m, 0), s.average_gap_days)
$$;
revoke all on function aide_private.refresh_customer_stats(uuid, date) from public;
grant execute on function aide_private.refresh_customer_stats(uuid, date) to authenticated, service_role;

-- Notes: free text a member wrote about a customer.
create table public.aide_customer_notes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  customer_id uuid not null references public.aide_client_customers (id) on delete cascade,
  author_user_id uuid references auth.users (id) on delete set null,
  author_name text not null,
  body text not null check (length(trim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index aide_customer_notes_customer_idx on public.aide_customer_notes (organization_id, customer_id, created_at);

-- Structured changes the assistant read in a note; each waits for a member to confirm or reject it.
create table public.aide_note_change_proposals (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  note_id uuid not null references public.aide_customer_notes (id) on delete cascade,
  customer_id uuid not null references public.aide_client_customers (id) on delete cascade,
  field text not null check (field in ('name', 'email', 'phone', 'company', 'job_title', 'city', 'segment',
                                       'follow_up_on', 'interests')),
  current_value text,
  proposed_value text not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected')),
  decided_by_name text,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index aide_note_change_proposals_note_idx on public.aide_note_change_proposals (organization_id, note_id);
create index aide_note_change_proposals_customer_idx on public.aide_note_change_proposals (organization_id, customer_id);

-- Ask AI: one member's conversations (private to that member) and their messages.
create table public.aide_chat_conversations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index aide_chat_conversations_user_idx on public.aide_chat_conversations (user_id, updated_at desc);

create table public.aide_chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.aide_chat_conversations (id) on delete cascade,
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null,
  -- [{ type: customer | product | order, id, label, href }]
  citations jsonb not null default '[]',
  -- builtin | llm (assistant messages)
  provider text,
  status text not null default 'complete' check (status in ('complete', 'stopped', 'error')),
  error text,
  created_at timestamptz not null default now()
);
create index aide_chat_messages_conversation_idx on public.aide_chat_messages (conversation_id, created_at);

-- Outreach the AI employee sent (to the connected mailbox, or locally to the outbox).
create table public.aide_outreach_emails (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  kind text not null check (kind in ('preselected_items', 'brand_category')),
  customer_id uuid references public.aide_client_customers (id) on delete set null,
  to_email text not null,
  from_email text not null,
  subject text not null,
  body text not null,
  -- { items: [...] } or { target_type, target_value, segment, offer_id }
  details jsonb not null default '{}',
  sent_via text not null check (sent_via in ('outbox', 'mailbox')),
  sent_at timestamptz not null default now()
);
create index aide_outreach_emails_customer_idx on public.aide_outreach_emails (organization_id, customer_id, sent_at);

do $$
declare
  t text;
begin
  foreach t in array array['aide_customer_notes', 'aide_note_change_proposals', 'aide_outreach_emails']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy "Members read their organization's rows" on public.%I for select
      to authenticated using (organization_id in (select aide_private.current_organization_ids()))$p$, t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
  foreach t in array array['aide_chat_conversations', 'aide_chat_messages']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy "Members read their own conversations" on public.%I for select
      to authenticated using (user_id = (select auth.uid())
        and organization_id in (select aide_private.current_organization_ids()))$p$, t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end
$$;

-- Organizations that already have sales (a database created before this migration) get their statistics.
select aide_private.refresh_customer_stats(id) from public.aide_organizations;
