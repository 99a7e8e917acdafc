-- The outbound workspace: richer customers, products and sales lines (imports are re-runnable), offers on a
-- brand or category, and a history of imports. Same rule as every workspace table: a member reads and changes
-- their own organization's rows only (aide_private.current_organization_ids()).

-- Trigram indexes make the lists' substring search (ILIKE '%…%') an index scan at 100,000 rows.
create extension if not exists pg_trgm with schema extensions;

-- Customers: contact details, a segment and a city; emails compared (and stored) lower-case.
alter table public.aide_client_customers
  add column phone text,
  add column segment text,
  add column city text,
  add column updated_at timestamptz not null default now();
update public.aide_client_customers set email = lower(trim(email)) where email <> lower(trim(email));
alter table public.aide_client_customers add constraint aide_client_customers_email_lowercase
  check (email = lower(email));
create index aide_client_customers_search_idx on public.aide_client_customers
  using gin ((name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) extensions.gin_trgm_ops);
-- The default sort; imports of 100,000 rows pay for every index, so only the ones lists need are kept.
create index aide_client_customers_name_idx on public.aide_client_customers (organization_id, lower(name));
-- unique (organization_id, email) already serves the policy column.
drop index public.aide_client_customers_organization_id_idx;

alter table public.aide_inventory_items add column updated_at timestamptz not null default now();
create index aide_inventory_items_search_idx on public.aide_inventory_items
  using gin ((sku || ' ' || name || ' ' || coalesce(brand, '') || ' ' || coalesce(category, ''))
  extensions.gin_trgm_ops);
create index aide_inventory_items_name_idx on public.aide_inventory_items (organization_id, lower(name));
-- unique (organization_id, sku) already serves the policy column.
drop index public.aide_inventory_items_organization_id_idx;

-- Substring search through the trigram indexes. Under row-level security PostgreSQL will not use an index for a
-- non-leakproof operator such as ILIKE, so a plain query as the caller scans the whole table. These functions run
-- the indexed search as the owner and check membership themselves: they answer only for the caller's own
-- organizations, and only ids.
create or replace function aide_private.search_customer_ids(organization uuid, pattern text) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select c.id from public.aide_client_customers c
  where c.organization_id = search_customer_ids.organization
    and search_customer_ids.organization in (select aide_private.current_organization_ids())
    and (c.name || ' ' || coalesce(c.email, '') || ' ' || coalesce(c.company, '')) ilike search_customer_ids.pattern
$$;

create or replace function aide_private.search_product_ids(organization uuid, pattern text) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select i.id from public.aide_inventory_items i
  where i.organization_id = search_product_ids.organization
    and search_product_ids.organization in (select aide_private.current_organization_ids())
    and (i.sku || ' ' || i.name || ' ' || coalesce(i.brand, '') || ' ' || coalesce(i.category, ''))
        ilike search_product_ids.pattern
$$;
revoke all on function aide_private.search_customer_ids(uuid, text) from public;
revoke all on function aide_private.search_product_ids(uuid, text) from public;
grant execute on function aide_private.search_customer_ids(uuid, text) to authenticated, service_role;
grant execute on function aide_private.search_product_ids(uuid, text) to authenticated, service_role;

-- Sales lines: the customer's email and order reference as given, and a content key so importing the same file
-- twice adds nothing. The key covers the line's content plus its occurrence among identical lines of the file
-- (two identical lines are two sales, and stay two on re-import).
alter table public.aide_sales_transactions
  add column customer_email text,
  add column order_ref text,
  add column line_key text,
  add constraint aide_sales_transactions_line_key_key unique (organization_id, line_key);

create or replace function aide_private.sales_line_key(
  customer text, customer_email text, sku text, quantity integer, unit_price numeric, sold_at date,
  order_ref text, occurrence bigint
) returns text
language sql immutable
set search_path = ''
as $$
  select md5(concat_ws('|', lower(trim(customer)), lower(trim(customer_email)), trim(sku), quantity,
                       unit_price::numeric(12, 2), sold_at, trim(order_ref), occurrence))
$$;
revoke all on function aide_private.sales_line_key(text, text, text, integer, numeric, date, text, bigint) from public;
grant execute on function aide_private.sales_line_key(text, text, text, integer, numeric, date, text, bigint)
  to authenticated, service_role;

-- Existing lines get their key (the seed calls the same statement after inserting its fixed rows).
create or replace function aide_private.backfill_sales_line_keys() returns void
language sql
set search_path = ''
as $$
  update public.aide_sales_transactions t
  set line_key = k.line_key
  from (
    select id, aide_private.sales_line_key(customer_name, customer_email, sku, quantity, unit_price, sold_at,
             order_ref,
             row_number() over (partition by organization_id, lower(trim(customer_name)),
               lower(trim(customer_email)), trim(sku), quantity, unit_price, sold_at, trim(order_ref)
               order by created_at, id)) as line_key
    from public.aide_sales_transactions
  ) k
  where t.id = k.id and t.line_key is null
$$;
revoke all on function aide_private.backfill_sales_line_keys() from public;
grant execute on function aide_private.backfill_sales_line_keys() to service_role;
select aide_private.backfill_sales_line_keys();

create index aide_sales_transactions_sold_at_idx on public.aide_sales_transactions (organization_id, sold_at);

-- Offers: a discount on every product of one brand or category for a date range (both days included).
create table public.aide_offers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  title text not null check (length(trim(title)) between 1 and 200),
  target_type text not null check (target_type in ('brand', 'category')),
  target_value text not null check (length(trim(target_value)) > 0),
  discount_percent numeric(5, 2) not null check (discount_percent > 0 and discount_percent <= 90),
  starts_on date not null,
  ends_on date not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint aide_offers_dates_check check (ends_on >= starts_on)
);
create index aide_offers_organization_id_idx on public.aide_offers (organization_id, ends_on);

-- One row per finished import, for the history list and the dashboard's activity feed.
create table public.aide_imports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  kind text not null check (kind in ('customers', 'inventory', 'sales')),
  file_name text not null,
  total integer not null check (total >= 0),
  inserted integer not null check (inserted >= 0),
  updated integer not null check (updated >= 0),
  unchanged integer not null check (unchanged >= 0),
  created_at timestamptz not null default now()
);
create index aide_imports_organization_id_idx on public.aide_imports (organization_id, kind, created_at);

do $$
declare
  t text;
begin
  foreach t in array array['aide_offers', 'aide_imports']
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

-- Members may rename their own organization (and change nothing else about it).
create policy "Members rename their organization" on public.aide_organizations for update
  to authenticated using (id in (select aide_private.current_organization_ids()))
  with check (id in (select aide_private.current_organization_ids()));
grant update (name) on public.aide_organizations to authenticated;
alter table public.aide_organizations add constraint aide_organizations_name_not_blank
  check (length(trim(name)) between 1 and 200);
