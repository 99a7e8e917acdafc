// The scale group's data (scripts/bench/scale.mjs): 1,000 organizations on one database, built once in SQL in
// sets (generate_series, a hash per choice so every build gives the same rows) and kept with the cluster.
//
//   * 10 large organizations (5 outbound, 5 inbound), each with 100,000 customers, ~2 million sales lines,
//     2,000 products and 50,000 purchase orders with their lines, events and the ERP's sales orders and
//     invoices;
//   * 990 small ones, 55% outbound: 10–1,500 customers (log-uniform, median ~120), 20–400 products; the
//     outbound ones ~10 sales lines per customer, the inbound ones 10–2,000 purchase orders;
//   * one owner per organization who signs in (owner@scale-NNNN.test, SCALE_PASSWORD).
//
// Customers buy their favourite products in orders of 1–4 lines at their own rhythm over the two years ending
// the day before the build; one in six stopped ordering some time ago (the "at risk" lists). Statistics on the
// customer row (last order, revenue, …) are computed from the lines as aide_private.refresh_customer_stats does.
// Loading runs with triggers and foreign-key checks off (session_replication_role = replica) and the loaded
// tables' indexes dropped, then rebuilt, analyzed and vacuumed: what the triggers would have kept (row
// counts, data versions) is written in sets afterwards.
export const SCALE_PASSWORD = 'Scale-bench-1';

/** BENCH_SCALE_LARGE (0–1) shrinks the large organizations when the full size takes too long to build. */
export function scaleSize(fraction = Number(process.env.BENCH_SCALE_LARGE ?? 1)) {
  return {
    version: 3,
    organizations: 1000,
    large: 10,
    largeCustomers: Math.round(100_000 * fraction),
    // 8 orders a customer on average (0–16), 2.5 lines an order: ~20 lines a customer, ~2 million lines.
    largeOrdersPerCustomer: 8,
    largeProducts: 2000,
    largePurchaseOrders: Math.round(50_000 * fraction),
    smallOrdersPerCustomer: 4,
  };
}

const FUNCTIONS = `
create schema if not exists aide_bench;
revoke all on schema aide_bench from public;
create table if not exists aide_bench.state (
  id integer primary key default 1 check (id = 1),
  size jsonb not null,
  built_on date not null,
  phases jsonb not null default '{}'::jsonb,
  complete boolean not null default false
);
create table if not exists aide_bench.dropped (name text primary key, restore text not null, seq serial);

-- A stable non-negative integer per (number, seed): every "random" choice of the data.
create or replace function aide_bench.h(a bigint, seed integer) returns integer
language sql immutable parallel safe as $$ select (hashint8extended(a, seed) & 2147483647)::integer $$;
-- Ordered ids: a hex kind, the organization's number, then the row's number.
create or replace function aide_bench.id(kind text, org integer, n bigint) returns uuid
language sql immutable parallel safe as $$ select (kind || lpad(to_hex(org), 7, '0') || lpad(to_hex(n), 24, '0'))::uuid $$;
create or replace function aide_bench.first_name(k bigint) returns text
language sql immutable parallel safe as $$
  select (array['Anna', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Liam',
                'Mona', 'Nils', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Uma', 'Victor', 'Wendy', 'Yusuf',
                'Zoe', 'Olivia', 'Marco', 'Priya', 'Kenji', 'Lea'])[1 + aide_bench.h(k, 1) % 30] $$;
create or replace function aide_bench.last_name(k bigint) returns text
language sql immutable parallel safe as $$
  select (array['Ahmed', 'Berg', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen',
                'Kowalski', 'Lopez', 'Moreau', 'Novak', 'Olsen', 'Petrov', 'Rossi', 'Smith', 'Tanaka', 'Umar',
                'Vargas', 'Weber', 'Xu', 'Young', 'Zeller', 'Park', 'Silva', 'Nguyen', 'Murphy', 'Kaur'])[1 + aide_bench.h(k, 2) % 30] $$;
create or replace function aide_bench.company(k bigint) returns text
language sql immutable parallel safe as $$
  select (array['Blue Harbor', 'Cedar', 'Delta', 'Eastside', 'Fjord', 'Golden Spoon', 'Hilltop', 'Island',
                'Juniper', 'Kettle', 'Lakeside', 'Maple', 'North Pier', 'Olive Branch', 'Parkview', 'Quay Street',
                'Riverside', 'Saffron', 'Town Square', 'Urban', 'Velvet', 'Willow', 'Summit', 'Granite', 'Harbor',
                'Meridian', 'Pioneer', 'Redwood', 'Tidewater', 'Orchard'])[1 + aide_bench.h(k, 3) % 30]
      || ' ' || (array['Foods', 'Market', 'Provisions', 'Grocers', 'Deli', 'Cafe', 'Pantry', 'Bistro', 'Imports',
                       'Catering', 'Hotels', 'Supply', 'Works', 'Trading', 'Kitchen'])[1 + aide_bench.h(k, 4) % 15]
      || case when aide_bench.h(k, 5) % 3 = 0 then ' ' || (1 + aide_bench.h(k, 6) % 90)::text else '' end $$;
create or replace function aide_bench.product_name(k bigint) returns text
language sql immutable parallel safe as $$
  select (array['Classic', 'Organic', 'Premium', 'Family', 'Rustic', 'Golden', 'Fresh', 'Smoked'])[1 + aide_bench.h(k, 7) % 8]
      || ' ' || (array['Green Tea', 'Lemonade', 'Coffee Beans', 'Ginger Beer', 'Mustard', 'Chili Sauce', 'Pesto',
                       'Relish', 'Chocolate Bar', 'Toffee', 'Cheddar', 'Butter', 'Gouda', 'Rye Bread', 'Granola',
                       'Pasta', 'Smoked Ham', 'Salami', 'Dried Apples', 'Tofu', 'Mushrooms', 'Smoked Salmon',
                       'Anchovies', 'Herring'])[1 + aide_bench.h(k, 8) % 24]
      || ', ' || (6 * (1 + aide_bench.h(k, 9) % 8))::text || ' pack' $$;
create or replace function aide_bench.brand(k bigint) returns text
language sql immutable parallel safe as $$
  select (array['Exotic Liquids', 'New Orleans Cajun Delights', 'Grandma Kelly''s Homestead', 'Tokyo Traders',
                'Pavlova Ltd', 'Specialty Biscuits Ltd', 'Heli Süßwaren', 'Leka Trading', 'Nord-Ost-Fisch',
                'Formaggi Fortini'])[1 + aide_bench.h(k, 10) % 10] $$;
create or replace function aide_bench.category(k bigint) returns text
language sql immutable parallel safe as $$
  select (array['Beverages', 'Condiments', 'Confections', 'Dairy Products', 'Grains & Cereals', 'Meat & Poultry',
                'Produce', 'Seafood'])[1 + aide_bench.h(k, 11) % 8] $$;
create or replace function aide_bench.price(k bigint) returns numeric
language sql immutable parallel safe as $$ select (3 + aide_bench.h(k, 12) % 6000 / 100.0)::numeric(12, 2) $$;
`;

/** The organizations and their sizes (one row each), from which every table is generated. */
const ORGANIZATIONS = (size) => `
create table aide_bench.orgs as
select n as org, aide_bench.id('5', n, 0) as id,
       large,
       case when large then case when n % 2 = 1 then 'outbound' else 'inbound' end
            when aide_bench.h(n, 20) % 100 < 55 then 'outbound' else 'inbound' end as plan,
       case when large then ${size.largeCustomers}
            else round(exp(ln(10) + (aide_bench.h(n, 21) % 10000) / 10000.0 * (ln(1500) - ln(10))))::int end
         as customers,
       case when large then ${size.largeProducts}
            else round(exp(ln(20) + (aide_bench.h(n, 22) % 10000) / 10000.0 * (ln(400) - ln(20))))::int end
         as products,
       case when large then ${size.largePurchaseOrders}
            else round(exp(ln(10) + (aide_bench.h(n, 23) % 10000) / 10000.0 * (ln(2000) - ln(10))))::int end
         as purchase_orders,
       case when large then ${size.largeOrdersPerCustomer} else ${size.smallOrdersPerCustomer} end
         as orders_per_customer,
       aide_bench.id('1', n, 0) as user_id,
       'owner@scale-' || lpad(n::text, 4, '0') || '.test' as owner_email,
       aide_bench.first_name(n) as owner_first, aide_bench.last_name(n) as owner_last,
       case when large then 'Large ' else '' end || aide_bench.company(n::bigint * 7919)
         || ' ' || lpad(n::text, 4, '0') as name
  from generate_series(1, ${size.organizations}) as n,
       lateral (select n <= ${size.large} as large) l;
alter table aide_bench.orgs add primary key (org);
`;

const ACCOUNTS = `
insert into public.aide_organizations (id, name, aide_plan, created_at)
select id, name, plan, timestamptz '2024-06-01 09:00+00' + org * interval '7 hours' from aide_bench.orgs;

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', o.user_id, 'authenticated', 'authenticated', o.owner_email, p.hash, now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('sub', o.user_id, 'email', o.owner_email, 'email_verified', true, 'phone_verified', false,
                          'first_name', o.owner_first, 'last_name', o.owner_last),
       now(), now(), '', '', '', ''
  from aide_bench.orgs o,
       (select extensions.crypt('${SCALE_PASSWORD}', extensions.gen_salt('bf')) as hash) p;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
select o.user_id, o.user_id::text, o.user_id,
       jsonb_build_object('sub', o.user_id::text, 'email', o.owner_email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now()
  from aide_bench.orgs o;

insert into public.aide_members (id, user_id, email, first_name, last_name, organization_id, role, joined_at)
select aide_bench.id('2', org, 0), user_id, owner_email, owner_first, owner_last, id, 'owner', now()
  from aide_bench.orgs;
insert into public.aide_client_list (email, aide_plan) select owner_email, plan from aide_bench.orgs;
`;

const INVENTORY = (orgs) => `
insert into public.aide_inventory_items (id, organization_id, sku, name, brand, category, price, quantity_on_hand,
  created_at, updated_at)
select aide_bench.id('e', o.org, p), o.id, 'P' || lpad(p::text, 5, '0'), aide_bench.product_name(k),
       aide_bench.brand(k), aide_bench.category(k), aide_bench.price(k),
       case when p % 17 = 0 then 0 when p % 11 = 0 then 1 + aide_bench.h(k, 13) % 10
            else 11 + aide_bench.h(k, 14) % 240 end,
       timestamptz '2024-06-02 09:00+00' + p * interval '1 hour', timestamptz '2024-06-02 09:00+00'
  from aide_bench.orgs o
  cross join lateral generate_series(1, o.products) as p
  cross join lateral (select o.org::bigint * 100000 + p as k) key
 where ${orgs};
`;

/**
 * Sales lines and customers of the organizations matching `orgs`, in one statement (the lines are generated
 * once, written, and summed into the customers' statistics without reading the growing table back). Each
 * customer has an active window (one in six stopped 90–390 days ago), orders at an even rhythm over it (each customer's own phase, so every day has orders),
 * 1–4 lines an order, four in five lines one of the customer's six favourite products. Only selling
 * organizations get lines; every organization gets customers. The statistics are those of
 * aide_private.refresh_customer_stats.
 */
const SALES_AND_CUSTOMERS = (orgs) => `
with customer as (
  select o.org, o.id as organization_id, o.products, c, k, aide_bench.id('c', o.org, c) as id,
         aide_bench.first_name(k) || ' ' || aide_bench.last_name(k) as name,
         lower(aide_bench.first_name(k) || '.' || aide_bench.last_name(k) || c) || '@'
           || lower(replace(aide_bench.company(k), ' ', '')) || '.test' as email,
         f.first_day,
         case when aide_bench.h(k, 32) % 6 = 0 then greatest(f.first_day, current_date - 90 - aide_bench.h(k, 33) % 300)
              else current_date - 1 end as last_day,
         case when o.plan = 'outbound' or o.large then aide_bench.h(k, 30) % (2 * o.orders_per_customer + 1)
              else 0 end as orders
    from aide_bench.orgs o
    cross join lateral generate_series(1, o.customers) as c
    cross join lateral (select o.org::bigint * 1000000 + c as k) key
    cross join lateral (select current_date - 730 + aide_bench.h(key.k, 31) % 400 as first_day) f
   where ${orgs}
), line as (
  select cu.org, cu.organization_id, cu.id as customer_id, cu.name, cu.email, cu.c, ord, line, d.sold_at,
         d.order_ref, 'P' || lpad(l.product::text, 5, '0') as sku, l.quantity, l.price
    from customer cu
    cross join lateral generate_series(1, cu.orders) as ord
    cross join lateral (
      select least(current_date - 1, greatest(cu.first_day,
               cu.first_day + ((cu.last_day - cu.first_day) * ((ord - 1) * 1000 + aide_bench.h(cu.k, 44) % 1000))
                              / (cu.orders * 1000)
               + aide_bench.h(cu.k * 32 + ord, 34) % 7 - 3)) as sold_at,
             'SO-' || cu.c || '-' || ord as order_ref
    ) d
    cross join lateral generate_series(1, 1 + aide_bench.h(cu.k * 32 + ord, 35) % 4) as line
    cross join lateral (
      select product, 1 + aide_bench.h(cu.k * 256 + ord * 8 + line, 36) % 12 as quantity,
             aide_bench.price(cu.org::bigint * 100000 + product) as price
        from (select case when aide_bench.h(cu.k * 256 + ord * 8 + line, 37) % 5 = 0
                          then 1 + aide_bench.h(cu.k * 256 + ord * 8 + line, 38) % cu.products
                          else 1 + aide_bench.h(cu.k * 8 + (aide_bench.h(cu.k * 32 + ord, 39) + line) % 6, 40) % cu.products
                     end as product) p
    ) l
), written as (
  insert into public.aide_sales_transactions (id, organization_id, customer_id, customer_name, customer_email, sku,
    quantity, unit_price, sold_at, order_ref, line_key, created_at)
  select aide_bench.id('d', org, (c::bigint << 8) | (ord << 3) | line), organization_id, customer_id, name, email, sku,
         quantity, price, sold_at, order_ref,
         -- aide_private.sales_line_key written out (a function with its own search_path is not inlined: 20×
         -- slower); the line's number in its order is its occurrence, so two equal lines of an order stay two.
         md5(concat_ws('|', lower(trim(name)), lower(trim(email)), sku, quantity, price::numeric(12, 2), sold_at,
                       order_ref, line)),
         sold_at + time '18:00'
    -- In the order a history file is uploaded (by date): an organization's lines lie together, as its bulk
    -- uploads leave them, each period's lines near each other.
    from line order by organization_id, sold_at, customer_id
), orders as (
  select customer_id, sold_at, order_ref, sum(quantity * price) as amount from line
   group by customer_id, sold_at, order_ref
), stats as (
  select customer_id, min(sold_at) as first_order_on, max(sold_at) as last_order_on,
         count(*)::integer as order_count, sum(amount) as lifetime_revenue,
         coalesce(sum(amount) filter (where sold_at > current_date - 365), 0) as revenue_12m,
         case when count(distinct sold_at) >= 2
              then (max(sold_at) - min(sold_at))::numeric / (count(distinct sold_at) - 1) end as average_gap_days
    from orders group by customer_id
)
insert into public.aide_client_customers (id, organization_id, name, email, company, phone, segment, city,
  created_at, updated_at, first_order_on, last_order_on, order_count, lifetime_revenue, revenue_12m,
  average_gap_days)
select cu.id, cu.organization_id, cu.name, cu.email, aide_bench.company(cu.k),
       '+1 555 ' || lpad((aide_bench.h(cu.k, 41) % 10000)::text, 4, '0'),
       (array['Enterprise', 'Mid-market', 'Small business', 'Consumer'])[1 + aide_bench.h(cu.k, 42) % 4],
       (array['London', 'Berlin', 'Paris', 'Madrid', 'Seattle', 'Boston', 'Toronto', 'Lyon', 'Oslo',
              'Portland', 'Chicago', 'Denver'])[1 + aide_bench.h(cu.k, 43) % 12],
       (cu.first_day - 7)::timestamptz, now(),
       s.first_order_on, s.last_order_on, coalesce(s.order_count, 0), coalesce(s.lifetime_revenue, 0),
       coalesce(s.revenue_12m, 0), s.average_gap_days
  from customer cu
  left join stats s on s.customer_id = cu.id
 order by cu.id;
`;

/**
 * Purchase orders of the ordering organizations matching `orgs` over the two years ending yesterday, as
 * generate-orders.ts makes them (1–4 lines of the customer's usual products, every 13th priced 8 % over,
 * every 19th ten times the quantity, every 17th from an unknown buyer), already scored; the last 10 days'
 * wait for a decision, every 11th older one was rejected. With their lines, totals and events, and the ERP's
 * sales order and invoice for every order approved at least three days ago (every 10th without its invoice
 * yet; invoices vary like the sandbox ERP's). One statement: nothing is read back from the growing tables.
 */
const PURCHASE_ORDERS = (orgs) => `
with po as (
  select o.org, o.id as organization_id, o.user_id, o.owner_first || ' ' || o.owner_last as owner_name, o.products,
         n, o.org::bigint * 1000000 + n as key, aide_bench.id('f', o.org, n) as id, 'PO-' || (100000 + n) as po_number,
         1 + aide_bench.h(o.org::bigint * 1000000 + n, 50) % least(o.customers, 400) as customer_no,
         d.order_date, s.status
    from aide_bench.orgs o
    cross join lateral generate_series(1, o.purchase_orders) as n
    cross join lateral (select current_date - 1 - (730 * (o.purchase_orders - n) / o.purchase_orders) as order_date) d
    cross join lateral (select case when d.order_date > current_date - 11 then 'pending'
                                    when n % 11 = 0 then 'rejected' else 'approved' end as status) s
   where (o.plan = 'inbound' or o.large) and ${orgs}
), line as (
  select po.org, po.organization_id, po.id as purchase_order_id, po.n, line,
         'P' || lpad(p.product::text, 5, '0') as sku,
         aide_bench.product_name(po.org::bigint * 100000 + p.product) as description,
         (5 * (1 + aide_bench.h(po.key * 8 + line, 53) % 6) + aide_bench.h(po.key * 8 + line, 54) % 4)
           * case when po.n % 19 = 0 and line = 1 then 10 else 1 end as quantity,
         round(aide_bench.price(po.org::bigint * 100000 + p.product) * case when po.n % 13 = 0 then 1.08 else 1 end, 2)
           as unit_price
    from po
    cross join lateral generate_series(1, 1 + aide_bench.h(po.key, 55) % 4) as line
    cross join lateral (select 1 + aide_bench.h((po.org::bigint * 1000000 + po.customer_no) * 8
                                                + (aide_bench.h(po.key, 56) + line) % 4, 57) % po.products as product) p
), po_total as (
  select purchase_order_id, sum(round(quantity * unit_price, 2)) as total from line group by purchase_order_id
), written_orders as (
  insert into public.aide_purchase_orders (id, organization_id, po_number, customer_name, order_date,
    requested_delivery_date, currency, total, status, ai_score, ai_score_reasons, source, decided_by,
    decided_by_label, decided_at, decision_reason, received_at, created_at, updated_at)
  select po.id, po.organization_id, po.po_number,
         case when po.n % 17 = 0 then (array['Nova Robotics', 'Vertex Kiosks', 'Bluebird Cafes'])[1 + po.n % 3]
              else aide_bench.company(po.org::bigint * 1000000 + po.customer_no) end,
         po.order_date, po.order_date + 7 + aide_bench.h(po.key, 51) % 14, 'USD', t.total, po.status,
         40 + aide_bench.h(po.key, 52) % 61, '[]'::jsonb, 'sandbox',
         case when po.status <> 'pending' then po.user_id end,
         case when po.status <> 'pending' then po.owner_name end,
         case when po.status <> 'pending' then po.order_date + time '15:00' end,
         case when po.status = 'rejected' then 'Customer asked to cancel: duplicate of an earlier order.' end,
         po.order_date + time '08:30' + (po.n % 360) * interval '1 minute', po.order_date + time '08:30',
         po.order_date + time '08:30'
    from po join po_total t on t.purchase_order_id = po.id
  returning id, customer_name
), written_lines as (
  insert into public.aide_purchase_order_lines (id, organization_id, purchase_order_id, line_no, sku, description,
    quantity, unit_price)
  select aide_bench.id('a', org, (n::bigint << 3) | line), organization_id, purchase_order_id, line, sku, description,
         quantity, unit_price
    from line
), written_events as (
  insert into public.aide_purchase_order_events (id, organization_id, purchase_order_id, action, actor_user_id,
    actor_label, reason, created_at)
  select aide_bench.id('b', org, n::bigint * 2), organization_id, id, 'received', null, 'Sandbox ERP', null,
         order_date + time '08:30' + (n % 360) * interval '1 minute'
    from po
  union all
  select aide_bench.id('b', org, n::bigint * 2 + 1), organization_id, id, status, user_id, owner_name,
         case when status = 'rejected' then 'Customer asked to cancel: duplicate of an earlier order.' end,
         order_date + time '15:00'
    from po where status <> 'pending'
), document as (
  select po.org, po.organization_id, po.id as purchase_order_id, po.po_number, po.n, po.customer_no, po.order_date,
         kinds.kind, aide_bench.id('9', po.org, po.n::bigint * 2 + kinds.kind_no) as id,
         po.n::bigint * 2 + kinds.kind_no as d_no
    from po
    cross join (values ('sales_order', 0), ('invoice', 1)) as kinds (kind, kind_no)
   where po.status = 'approved' and po.order_date <= current_date - 3
     and not (kinds.kind = 'invoice' and po.n % 10 = 0)
), document_line as (
  select d.org, d.organization_id, d.id as document_id, d.d_no, l.line, l.sku, l.description,
         l.quantity - case when d.kind = 'invoice' and l.line = 1 and aide_bench.h(d.d_no, 58) % 10 = 0 then 1 else 0 end
           as quantity,
         round(l.unit_price * case when d.kind = 'invoice' and l.line = 1 and aide_bench.h(d.d_no, 59) % 8 = 0
                                   then 1.005 else 1 end, 2) as unit_price
    from document d join line l on l.purchase_order_id = d.purchase_order_id
), document_total as (
  select document_id, sum(round(quantity * unit_price, 2)) as total from document_line group by document_id
), written_documents as (
  insert into public.aide_erp_documents (id, organization_id, kind, document_number, po_number, customer_name,
    document_date, currency, total, source, created_at)
  select d.id, d.organization_id, d.kind,
         case d.kind when 'sales_order' then 'SO-' else 'INV-' end || (10000 + d.n), d.po_number,
         case when d.n % 17 = 0 then (array['Nova Robotics', 'Vertex Kiosks', 'Bluebird Cafes'])[1 + d.n % 3]
              else aide_bench.company(d.org::bigint * 1000000 + d.customer_no) end,
         d.order_date + case d.kind when 'sales_order' then 1 else 3 end, 'USD', t.total, 'sandbox',
         d.order_date + case d.kind when 'sales_order' then 1 else 3 end + time '12:00'
    from document d join document_total t on t.document_id = d.id
)
insert into public.aide_erp_document_lines (id, organization_id, document_id, line_no, sku, description, quantity,
  unit_price)
select aide_bench.id('8', org, (d_no << 3) | line), organization_id, document_id, line, sku, description, quantity,
       unit_price
  from document_line;
`;

/** Offers and past imports of the outbound organizations (the dashboard's recent activity). */
const OFFERS_AND_IMPORTS = `
insert into public.aide_offers (id, organization_id, title, target_type, target_value, discount_percent, starts_on,
  ends_on, created_by, created_at, updated_at)
select aide_bench.id('7', o.org, i), o.id, 'Offer ' || i || ': ' || aide_bench.category(o.org * 10 + i), 'category',
       aide_bench.category(o.org * 10 + i), 5 + i * 5, current_date - 60 * i, current_date + 30 - 60 * i + 45,
       o.user_id, (current_date - 60 * i - 3)::timestamptz, (current_date - 60 * i - 3)::timestamptz
  from aide_bench.orgs o cross join generate_series(1, 3) as i
 where o.plan = 'outbound';

insert into public.aide_imports (id, organization_id, user_id, kind, file_name, total, inserted, updated, unchanged,
  created_at)
select aide_bench.id('6', o.org, i), o.id, o.user_id, kind, kind || '.csv', rows, rows, 0, 0,
       timestamptz '2024-06-03 09:00+00' + i * interval '20 minutes'
  from aide_bench.orgs o
  cross join lateral (values (1, 'customers', o.customers), (2, 'inventory', o.products),
                             (3, 'sales', o.customers * o.orders_per_customer * 5 / 2)) as k (i, kind, rows)
 where o.plan = 'outbound';
`;

/** What the statement triggers keep, for rows loaded with triggers off. */
const DERIVED = `
insert into aide_private.organization_row_counts (organization_id, table_name, row_count)
select organization_id, 'aide_client_customers', count(*) from public.aide_client_customers group by 1
union all select organization_id, 'aide_inventory_items', count(*) from public.aide_inventory_items group by 1
union all select organization_id, 'aide_sales_transactions', count(*) from public.aide_sales_transactions group by 1
union all select organization_id, 'aide_purchase_orders', count(*) from public.aide_purchase_orders group by 1
on conflict (organization_id, table_name) do update set row_count = excluded.row_count;

insert into aide_private.reconciliation_versions (organization_id, version)
select id, 1 from aide_bench.orgs
on conflict (organization_id) do update set version = aide_private.reconciliation_versions.version + 1;
`;

/** Tables loaded in bulk: their indexes are dropped before and built after (a sort each, not 20 million inserts). */
const LOADED_TABLES = [
  'aide_client_customers',
  'aide_sales_transactions',
  'aide_inventory_items',
  'aide_purchase_orders',
  'aide_purchase_order_lines',
  'aide_purchase_order_events',
  'aide_erp_documents',
  'aide_erp_document_lines',
];

/** Keeps how to rebuild every index of the loaded tables that no foreign key needs, then drops it. */
const DROP_INDEXES = `
insert into aide_bench.dropped (name, restore)
select i.indexrelid::regclass::text,
       case when c.oid is null then pg_get_indexdef(i.indexrelid)
            else format('alter table %s add constraint %I %s', i.indrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) end
  from pg_index i
  left join pg_constraint c on c.conindid = i.indexrelid and c.contype in ('p', 'u')
 where i.indrelid in (${LOADED_TABLES.map((t) => `'public.${t}'::regclass`).join(', ')})
   and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = i.indexrelid)
on conflict (name) do nothing;

do $$
declare d record;
begin
  -- Autovacuum would scan the tables while they fill; they are vacuumed once at the end.
  for d in select unnest(array[${LOADED_TABLES.map((t) => `'${t}'`).join(', ')}]) as name loop
    execute format('alter table public.%I set (autovacuum_enabled = off)', d.name);
  end loop;
  for d in select name, restore from aide_bench.dropped loop
    if d.restore like 'alter table %' then
      execute format('alter table %s drop constraint %I', split_part(d.restore, ' ', 3),
                     split_part(d.restore, ' ', 6));
    else
      execute format('drop index if exists %s', d.name);
    end if;
  end loop;
end $$;
`;

const parts = (n, size) =>
  Array.from({ length: Math.ceil(n / size) }, (_, i) => [i * size + 1, Math.min(n, (i + 1) * size)]);

/**
 * Builds the data unless the database has it at this size. `query` runs one SQL string; `transaction` runs
 * a function with a connection in one transaction. Returns the phases' times (ms).
 */
export async function ensureScaleData(db, { size = scaleSize(), log = () => {} } = {}) {
  await db.query(FUNCTIONS);
  const { rows } = await db.query(
    'select size = $1::jsonb as same, complete, phases, built_on::text from aide_bench.state',
    [JSON.stringify(size)],
  );
  const state = rows[0];
  if (state?.complete && state.same) {
    return { built: false, phases: state.phases, builtOn: state.built_on };
  }
  if (state) {
    throw new Error(
      'The scale database holds another size or an unfinished build: run with BENCH_SCALE_REBUILD=1 (or delete .data/bench/scale-pg).',
    );
  }
  await db.query(`insert into aide_bench.state (size, built_on) values ($1, current_date)`, [
    JSON.stringify(size),
  ]);
  const phases = {};
  const phase = async (name, sqlList) => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`set local jit = off`);
      await tx.query(`set local work_mem = '512MB'`);
      await tx.query(`set local maintenance_work_mem = '1GB'`);
      for (const sql of [sqlList].flat()) await tx.query(sql);
    });
    phases[name] = (phases[name] ?? 0) + Math.round(performance.now() - started);
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await phase('organizations', ORGANIZATIONS(size));
  await phase('accounts', ACCOUNTS);
  await phase('drop indexes', DROP_INDEXES);
  await phase('inventory', INVENTORY('true'));
  // Large organizations one by one, the small ones in sets of ~100: a statement each, with progress.
  const large = Array.from({ length: size.large }, (_, i) => [i + 1, i + 1]);
  const small = parts(size.organizations - size.large, 110).map(([a, b]) => [a + size.large, b + size.large]);
  for (const [from, to] of [...large, ...small]) {
    const orgs = `o.org between ${from} and ${to}`;
    await phase('sales lines and customers', SALES_AND_CUSTOMERS(orgs));
    await phase('purchase orders', PURCHASE_ORDERS(orgs));
  }
  await phase('offers and imports', OFFERS_AND_IMPORTS);
  await phase('row counts and versions', DERIVED);

  let started = performance.now();
  const { rows: dropped } = await db.query('select name, restore from aide_bench.dropped order by seq');
  for (const { name, restore } of dropped) {
    const one = performance.now();
    await db.query(`set maintenance_work_mem = '1GB'`);
    await db.query(restore);
    await db.query('delete from aide_bench.dropped where name = $1', [name]);
    log(`  index ${name}: ${((performance.now() - one) / 1000).toFixed(1)} s`);
  }
  phases.indexes = Math.round(performance.now() - started);
  log(`indexes: ${(phases.indexes / 1000).toFixed(1)} s`);

  started = performance.now();
  for (const table of [...LOADED_TABLES, 'aide_organizations', 'aide_members']) {
    await db.query(`alter table public.${table} reset (autovacuum_enabled)`);
    await db.query(`vacuum (analyze) public.${table}`);
  }
  await db.query('vacuum (analyze) auth.users');
  await db.query('analyze');
  phases.vacuum = Math.round(performance.now() - started);
  log(`vacuum and analyze: ${(phases.vacuum / 1000).toFixed(1)} s`);

  await db.query('update aide_bench.state set phases = $1, complete = true', [JSON.stringify(phases)]);
  return { built: true, phases, builtOn: new Date().toISOString().slice(0, 10) };
}

/** Rows per table and the database's size, for the report. */
export async function scaleCounts(db) {
  const { rows } = await db.query(
    `select relname as table, n_live_tup::bigint as rows,
            pg_total_relation_size(relid) as bytes
       from pg_stat_user_tables where schemaname = 'public' and n_live_tup > 0
      order by pg_total_relation_size(relid) desc`,
  );
  const { rows: size } = await db.query('select pg_database_size(current_database()) as bytes');
  return {
    tables: rows.map((row) => ({ ...row, rows: Number(row.rows), bytes: Number(row.bytes) })),
    bytes: Number(size[0].bytes),
  };
}
