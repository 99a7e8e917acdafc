-- An organization's working data: customers, inventory, sales history and the transactions configuration.
-- Every row belongs to one organization; members read and change their own organization's rows only.

create table public.aide_client_customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  name text not null,
  email text,
  company text,
  created_at timestamptz not null default now(),
  unique (organization_id, email)
);
create index aide_client_customers_organization_id_idx on public.aide_client_customers (organization_id);

create table public.aide_inventory_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  sku text not null,
  name text not null,
  brand text,
  category text,
  price numeric(12, 2),
  quantity_on_hand integer not null default 0,
  created_at timestamptz not null default now(),
  unique (organization_id, sku)
);
create index aide_inventory_items_organization_id_idx on public.aide_inventory_items (organization_id);

create table public.aide_sales_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  customer_id uuid references public.aide_client_customers (id) on delete set null,
  customer_name text,
  sku text,
  quantity integer not null default 1,
  unit_price numeric(12, 2),
  sold_at date not null default current_date,
  created_at timestamptz not null default now()
);
create index aide_sales_transactions_organization_id_idx on public.aide_sales_transactions (organization_id);
create index aide_sales_transactions_customer_id_idx on public.aide_sales_transactions (customer_id);

create table public.aide_transactions_config (
  organization_id uuid primary key references public.aide_organizations (id) on delete cascade,
  has_notetaker boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Same four policies on every table, scoped by organization_id.
do $$
declare
  t text;
begin
  foreach t in array array['aide_client_customers', 'aide_inventory_items', 'aide_sales_transactions',
                           'aide_transactions_config']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy "Members read their organization's rows" on public.%I for select
      to authenticated using (organization_id in (select aide_private.current_organization_ids()))$p$, t);
    execute format($p$create policy "Members add rows to their organization" on public.%I for insert
      to authenticated with check (organization_id in (select aide_private.current_organization_ids()))$p$, t);
    execute format($p$create policy "Members change their organization's rows" on public.%I for update
      to authenticated using (organization_id in (select aide_private.current_organization_ids()))
      with check (organization_id in (select aide_private.current_organization_ids()))$p$, t);
    execute format($p$create policy "Members delete their organization's rows" on public.%I for delete
      to authenticated using (organization_id in (select aide_private.current_organization_ids()))$p$, t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end
$$;
