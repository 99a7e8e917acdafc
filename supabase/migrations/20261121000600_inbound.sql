-- The inbound workspace: ERP connections and their syncs, auto approval rules, incoming customer purchase
-- orders with their lines and decision audit trail, the ERP's sales orders and invoices, and resolved
-- reconciliation exceptions.
--
-- Members read their own organization's rows (aide_private.current_organization_ids()). Everything here is
-- written by the Aide API's own role after it has checked the caller's membership and plan: ERP account tokens
-- are secrets, decisions and audit entries must not be forgeable from a browser, and scores come from the
-- API. Browser roles therefore get SELECT only, and not even that on the secret columns.

-- ERP connections (SPEC §3). account_token and credentials_encrypted hold AES-256-GCM sealed values.
create table public.erp_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  system_type text not null check (system_type in
    ('quickbooks', 'xero', 'sage', 'netsuite', 'dynamics', 'salesforce', 'hubspot', 'zoho')),
  connection_name text not null check (length(trim(connection_name)) between 1 and 200),
  is_connected boolean not null default false,
  public_token text,
  account_token text,
  api_endpoint text,
  credentials_encrypted text,
  sync_frequency text not null default 'daily' check (sync_frequency in ('hourly', 'daily', 'weekly')),
  last_sync_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, system_type)
);
create index erp_connections_organization_id_idx on public.erp_connections (organization_id);

alter table public.erp_connections enable row level security;
create policy "Members read their organization's ERP connections"
  on public.erp_connections for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));
revoke all on public.erp_connections from anon, authenticated;
grant select (id, user_id, organization_id, system_type, connection_name, is_connected, api_endpoint,
              sync_frequency, last_sync_at, created_at, updated_at)
  on public.erp_connections to authenticated;
grant all on public.erp_connections to service_role;

-- One row per sync of a connection: what the ERP delivered, or why it failed.
create table public.erp_sync_runs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  erp_connection_id uuid not null references public.erp_connections (id) on delete cascade,
  trigger text not null check (trigger in ('connect', 'manual', 'schedule')),
  status text not null check (status in ('running', 'succeeded', 'failed')),
  documents_imported integer not null default 0 check (documents_imported >= 0),
  message text,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index erp_sync_runs_connection_idx on public.erp_sync_runs (erp_connection_id, started_at desc);
create index erp_sync_runs_organization_id_idx on public.erp_sync_runs (organization_id);

alter table public.erp_sync_runs enable row level security;
create policy "Members read their organization's ERP syncs"
  on public.erp_sync_runs for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));
revoke all on public.erp_sync_runs from anon, authenticated;
grant select on public.erp_sync_runs to authenticated;
grant all on public.erp_sync_runs to service_role;

-- Auto approval rules (SPEC §3, §9): one row per user, saved with an upsert.
create table public.auto_approval_rules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  order_value_threshold numeric(14, 2) not null default 1000 check (order_value_threshold >= 0),
  ai_score_threshold numeric(5, 2) not null default 80 check (ai_score_threshold between 0 and 100),
  customer_list text not null default '' check (length(customer_list) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auto_approval_rules_organization_id_idx on public.auto_approval_rules (organization_id);

alter table public.auto_approval_rules enable row level security;
create policy "Members read their organization's approval rules"
  on public.auto_approval_rules for select to authenticated
  using (organization_id in (select aide_private.current_organization_ids()));
revoke all on public.auto_approval_rules from anon, authenticated;
grant select on public.auto_approval_rules to authenticated;
grant all on public.auto_approval_rules to service_role;

-- Incoming customer purchase orders. ai_score is null until the API has scored the order (it scores new
-- orders when it first sees them, whichever way they arrived).
create table public.aide_purchase_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  po_number text not null check (length(trim(po_number)) between 1 and 64),
  customer_name text not null check (length(trim(customer_name)) between 1 and 200),
  order_date date not null,
  requested_delivery_date date,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  total numeric(14, 2) not null check (total >= 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  ai_score integer check (ai_score between 0 and 100),
  ai_score_reasons jsonb not null default '[]'::jsonb,
  source text not null default 'api' check (source in ('api', 'erp', 'sandbox', 'email')),
  erp_connection_id uuid references public.erp_connections (id) on delete set null,
  decided_by uuid references auth.users (id) on delete set null,
  decided_by_label text,
  decided_at timestamptz,
  decision_reason text,
  received_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, po_number),
  constraint aide_purchase_orders_decision_check
    check ((status = 'pending') = (decided_at is null))
);
create index aide_purchase_orders_list_idx on public.aide_purchase_orders (organization_id, order_date desc, id);
create index aide_purchase_orders_status_idx on public.aide_purchase_orders (organization_id, status, order_date desc);
create index aide_purchase_orders_unscored_idx on public.aide_purchase_orders (organization_id) where ai_score is null;

create table public.aide_purchase_order_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  purchase_order_id uuid not null references public.aide_purchase_orders (id) on delete cascade,
  line_no integer not null check (line_no > 0),
  sku text not null check (length(trim(sku)) between 1 and 64),
  description text not null default '',
  quantity numeric(12, 2) not null check (quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  unique (purchase_order_id, line_no)
);
create index aide_purchase_order_lines_organization_sku_idx on public.aide_purchase_order_lines (organization_id, sku);

-- Append-only: who (a member, or a member's rules) did what to an order, when and why.
create table public.aide_purchase_order_events (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  purchase_order_id uuid not null references public.aide_purchase_orders (id) on delete cascade,
  action text not null check (action in ('received', 'scored', 'approved', 'rejected', 'auto_approved')),
  actor_user_id uuid references auth.users (id) on delete set null,
  actor_label text not null,
  reason text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index aide_purchase_order_events_order_idx on public.aide_purchase_order_events (purchase_order_id, created_at);
create index aide_purchase_order_events_organization_id_idx on public.aide_purchase_order_events (organization_id);

-- The ERP's side of an order: the sales order it created and the invoice it sent, each referencing the
-- customer's PO number.
create table public.aide_erp_documents (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  erp_connection_id uuid references public.erp_connections (id) on delete set null,
  kind text not null check (kind in ('sales_order', 'invoice')),
  document_number text not null check (length(trim(document_number)) between 1 and 64),
  po_number text not null,
  customer_name text not null,
  document_date date not null,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  total numeric(14, 2) not null check (total >= 0),
  source text not null default 'sandbox' check (source in ('sandbox', 'merge')),
  created_at timestamptz not null default now(),
  unique (organization_id, kind, document_number)
);
create index aide_erp_documents_po_idx on public.aide_erp_documents (organization_id, po_number);

create table public.aide_erp_document_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  document_id uuid not null references public.aide_erp_documents (id) on delete cascade,
  line_no integer not null check (line_no > 0),
  sku text not null,
  description text not null default '',
  quantity numeric(12, 2) not null check (quantity >= 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  unique (document_id, line_no)
);
create index aide_erp_document_lines_organization_id_idx on public.aide_erp_document_lines (organization_id);

-- A reconciliation exception someone resolved, with their note. line_ref is the SKU of the line, or '' when
-- the whole document is missing. Results themselves are computed on request from the rows above.
create table public.aide_reconciliation_resolutions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  purchase_order_id uuid not null references public.aide_purchase_orders (id) on delete cascade,
  document_kind text not null check (document_kind in ('sales_order', 'invoice')),
  line_ref text not null,
  note text not null check (length(trim(note)) between 1 and 1000),
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_by_label text not null,
  resolved_at timestamptz not null default now(),
  unique (purchase_order_id, document_kind, line_ref)
);
create index aide_reconciliation_resolutions_organization_id_idx
  on public.aide_reconciliation_resolutions (organization_id);

-- Same read rule for every order-side table; writes only through the API (service role / owner).
do $$
declare
  t text;
begin
  foreach t in array array['aide_purchase_orders', 'aide_purchase_order_lines', 'aide_purchase_order_events',
                           'aide_erp_documents', 'aide_erp_document_lines', 'aide_reconciliation_resolutions']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy "Members read their organization''s rows" on public.%I for select to authenticated '
      'using (organization_id in (select aide_private.current_organization_ids()))', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end;
$$;
