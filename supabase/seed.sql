-- Local demo data (ARCHITECTURE.md "Demo data"). Fixed ids so tests can refer to them; safe to run twice.
--
--   sam@northwind.test     Northwind-demo-1  Northwind Traders (outbound)  customers, inventory, sales seeded
--   new.hire@northwind.test  (no account)    Northwind Traders             member row only: for sign-up
--   fresh@freshstart.test  Fresh-demo-1      Fresh Start Co (outbound)     nothing uploaded, no last name
--   ivy@contoso.test       Contoso-demo-1    Contoso Supply (inbound)
--   stranger@example.test  Stranger-demo-1   (none)                        auth account without a member row

insert into public.aide_organizations (id, name, aide_plan) values
  ('10000000-0000-4000-8000-000000000001', 'Northwind Traders', 'outbound'),
  ('10000000-0000-4000-8000-000000000002', 'Fresh Start Co', 'outbound'),
  ('10000000-0000-4000-8000-000000000003', 'Contoso Supply', 'inbound')
on conflict (id) do nothing;

-- Members first, users after: the auth.users trigger links each member to the account of its email.
-- Sam and Ivy own their organizations (they manage the team); the others are plain members.
insert into public.aide_members (id, email, first_name, last_name, organization_id, role) values
  ('30000000-0000-4000-8000-000000000001', 'sam@northwind.test', 'Sam', 'Rivera', '10000000-0000-4000-8000-000000000001', 'owner'),
  ('30000000-0000-4000-8000-000000000002', 'new.hire@northwind.test', null, null, '10000000-0000-4000-8000-000000000001', 'member'),
  ('30000000-0000-4000-8000-000000000003', 'fresh@freshstart.test', 'Fresh', null, '10000000-0000-4000-8000-000000000002', 'member'),
  ('30000000-0000-4000-8000-000000000004', 'ivy@contoso.test', 'Ivy', 'Chen', '10000000-0000-4000-8000-000000000003', 'owner')
on conflict (id) do nothing;

insert into public.aide_client_list (id, email, aide_plan) values
  ('40000000-0000-4000-8000-000000000001', 'sam@northwind.test', 'outbound'),
  ('40000000-0000-4000-8000-000000000002', 'new.hire@northwind.test', 'outbound'),
  ('40000000-0000-4000-8000-000000000003', 'fresh@freshstart.test', 'outbound'),
  ('40000000-0000-4000-8000-000000000004', 'ivy@contoso.test', 'inbound')
on conflict (id) do nothing;

-- Auth users the way hosted seeds create them: bcrypt password, confirmed email, empty token strings
-- (GoTrue cannot read NULL tokens) and an email identity per user.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
       extensions.crypt(u.password, extensions.gen_salt('bf')), now(), null,
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('sub', u.id, 'email', u.email, 'email_verified', true, 'phone_verified', false)
         || u.metadata::jsonb,
       now(), now(), '', '', '', ''
from (values
  ('20000000-0000-4000-8000-000000000001', 'sam@northwind.test', 'Northwind-demo-1',
   '{"first_name": "Sam", "last_name": "Rivera"}'),
  ('20000000-0000-4000-8000-000000000002', 'fresh@freshstart.test', 'Fresh-demo-1', '{"first_name": "Fresh"}'),
  ('20000000-0000-4000-8000-000000000003', 'ivy@contoso.test', 'Contoso-demo-1',
   '{"first_name": "Ivy", "last_name": "Chen"}'),
  ('20000000-0000-4000-8000-000000000004', 'stranger@example.test', 'Stranger-demo-1', '{}')
) as u (id, email, password, metadata)
on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now()
from auth.users u
where u.id in ('20000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002',
               '20000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000004')
on conflict (provider_id, provider) do nothing;

-- Northwind Traders: enough data for a complete onboarding and a lively dashboard.
insert into public.aide_client_customers (id, organization_id, name, email, company) values
  ('50000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'Maria Anders', 'maria@alfreds.test', 'Alfreds Futterkiste'),
  ('50000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', 'Ana Trujillo', 'ana@trujillo.test', 'Ana Trujillo Emparedados'),
  ('50000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', 'Thomas Hardy', 'thomas@aroundthehorn.test', 'Around the Horn'),
  ('50000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', 'Christina Berglund', 'christina@berglunds.test', 'Berglunds Snabbkop')
on conflict (id) do nothing;

insert into public.aide_inventory_items (id, organization_id, sku, name, brand, category, price, quantity_on_hand) values
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'NW-CHAI-12', 'Chai Tea, 12 boxes', 'Exotic Liquids', 'Beverages', 18.00, 39),
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', 'NW-CHANG-24', 'Chang Lager, 24 bottles', 'Exotic Liquids', 'Beverages', 19.00, 17),
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', 'NW-SYRUP-12', 'Aniseed Syrup, 12 bottles', 'Exotic Liquids', 'Condiments', 10.00, 13),
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', 'NW-CAJUN-48', 'Cajun Seasoning, 48 jars', 'New Orleans Cajun Delights', 'Condiments', 22.00, 53),
  ('60000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', 'NW-GUMBO-36', 'Gumbo Mix, 36 boxes', 'New Orleans Cajun Delights', 'Condiments', 21.35, 0)
on conflict (id) do nothing;

insert into public.aide_sales_transactions (id, organization_id, customer_id, customer_name, sku, quantity, unit_price, sold_at) values
  ('70000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000001', 'Maria Anders', 'NW-CHAI-12', 10, 18.00, '2026-09-02'),
  ('70000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000001', 'Maria Anders', 'NW-SYRUP-12', 4, 10.00, '2026-09-18'),
  ('70000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000002', 'Ana Trujillo', 'NW-CHANG-24', 6, 19.00, '2026-10-05'),
  ('70000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000003', 'Thomas Hardy', 'NW-CAJUN-48', 12, 22.00, '2026-10-21'),
  ('70000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000003', 'Thomas Hardy', 'NW-CHAI-12', 8, 18.00, '2026-11-03'),
  ('70000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000001', null, 'Walk-in customer', 'NW-GUMBO-36', 2, 21.35, '2026-11-12')
on conflict (id) do nothing;

-- Notetaker not connected yet, so the Integrations step still shows its badge.
insert into public.aide_transactions_config (organization_id, has_notetaker) values
  ('10000000-0000-4000-8000-000000000001', false)
on conflict (organization_id) do nothing;

-- ---------------------------------------------------------------------------------------------------------
-- Northwind's generated history (outbound workspace): ~150 more customers, ~120 more products, offers and
-- ~6,000 sales lines over the 18 months ending 2026-11-20. Deterministic: every "random" choice is a hash of
-- the row's own numbers (pg_temp.pick), so the data is the same on every machine and on every run.
-- Fresh Start Co stays empty on purpose (the first-run experience).

create or replace function pg_temp.pick(seed text, n integer) returns integer
language sql immutable
as $$ select (('x' || substr(md5(seed), 1, 7))::bit(28)::integer % n) $$;

-- The fixed sales lines above get their content key (the upload routes compute the same key).
select aide_private.backfill_sales_line_keys();

update public.aide_client_customers
set segment = v.segment, city = v.city, phone = v.phone
from (values
  ('50000000-0000-4000-8000-000000000001'::uuid, 'Mid-market', 'Berlin', '+49 30 0074321'),
  ('50000000-0000-4000-8000-000000000002'::uuid, 'Small business', 'Mexico City', '+52 55 4729'),
  ('50000000-0000-4000-8000-000000000003'::uuid, 'Enterprise', 'London', '+44 20 7555 7788'),
  ('50000000-0000-4000-8000-000000000004'::uuid, 'Mid-market', 'Luleå', '+46 921 12 34 65')
) as v (id, segment, city, phone)
where aide_client_customers.id = v.id and aide_client_customers.segment is null;

insert into public.aide_client_customers (id, organization_id, name, email, company, phone, segment, city, created_at)
select ('51000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
       '10000000-0000-4000-8000-000000000001',
       first_name || ' ' || last_name,
       lower(first_name || '.' || last_name || i) || '@' || lower(replace(company, ' ', '')) || '.test',
       company,
       '+1 555 ' || lpad(pg_temp.pick('phone' || i, 10000)::text, 4, '0'),
       (array['Enterprise', 'Mid-market', 'Small business', 'Consumer'])[1 + pg_temp.pick('segment' || i, 4)],
       (array['London', 'Berlin', 'Paris', 'Madrid', 'Seattle', 'Boston', 'Toronto', 'Lyon', 'Oslo',
              'Portland'])[1 + pg_temp.pick('city' || i, 10)],
       timestamptz '2025-05-01 09:00+00' + i * interval '2 days 3 hours'
from generate_series(1, 150) as i,
     lateral (select
       (array['Anna', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira',
              'Liam', 'Mona', 'Nils', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sven', 'Tara'])[1 + pg_temp.pick('first' || i, 20)]
         as first_name,
       (array['Ahmed', 'Berg', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen',
              'Kowalski', 'Lopez', 'Moreau', 'Novak', 'Olsen', 'Petrov', 'Rossi', 'Smith'])[1 + pg_temp.pick('last' || i, 18)]
         as last_name,
       (array['Blue Harbor Foods', 'Cedar Market', 'Delta Provisions', 'Eastside Grocers', 'Fjord Deli',
              'Golden Spoon', 'Hilltop Cafe', 'Island Pantry', 'Juniper Bistro', 'Kettle & Co', 'Lakeside Inn',
              'Maple Fine Foods', 'North Pier Kitchen', 'Olive Branch', 'Parkview Hotel', 'Quay Street Diner',
              'Riverside Catering', 'Saffron House', 'Town Square Market', 'Urban Larder'])[1 + pg_temp.pick('company' || i, 20)]
         as company) as names
on conflict do nothing;

insert into public.aide_inventory_items (id, organization_id, sku, name, brand, category, price, quantity_on_hand, created_at)
select ('61000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
       '10000000-0000-4000-8000-000000000001',
       'NW-' || upper(left(replace(category, ' ', ''), 4)) || '-' || lpad(i::text, 3, '0'),
       (array['Classic', 'Organic', 'Premium', 'Family', 'Rustic', 'Golden'])[1 + pg_temp.pick('adj' || i, 6)]
         || ' ' || noun || ', ' || (6 * (1 + pg_temp.pick('pack' || i, 8)))::text || ' pack',
       brand, category,
       (3 + pg_temp.pick('price' || i, 6000) / 100.0)::numeric(12, 2),
       case when i % 17 = 0 then 0                              -- out of stock
            when i % 11 = 0 then 1 + pg_temp.pick('low' || i, 10) -- low (1–10)
            else 11 + pg_temp.pick('stock' || i, 240) end,
       timestamptz '2025-04-01 09:00+00' + i * interval '1 day'
from generate_series(1, 120) as i,
     lateral (select
       (array['Exotic Liquids', 'New Orleans Cajun Delights', 'Grandma Kelly''s Homestead', 'Tokyo Traders',
              'Pavlova Ltd', 'Specialty Biscuits Ltd', 'Heli Süßwaren', 'Leka Trading'])[1 + (i * 7) % 8] as brand,
       (array['Beverages', 'Condiments', 'Confections', 'Dairy Products', 'Grains & Cereals', 'Meat & Poultry',
              'Produce', 'Seafood'])[1 + i % 8] as category) as kind,
     lateral (select (case category
         when 'Beverages' then array['Green Tea', 'Lemonade', 'Coffee Beans', 'Ginger Beer']
         when 'Condiments' then array['Mustard', 'Chili Sauce', 'Pesto', 'Relish']
         when 'Confections' then array['Chocolate Bar', 'Toffee', 'Marzipan', 'Shortbread']
         when 'Dairy Products' then array['Cheddar', 'Mascarpone', 'Butter', 'Gouda']
         when 'Grains & Cereals' then array['Rye Bread', 'Granola', 'Couscous', 'Pasta']
         when 'Meat & Poultry' then array['Smoked Ham', 'Chicken Pie', 'Salami', 'Pâté']
         when 'Produce' then array['Dried Apples', 'Tofu', 'Sun-dried Tomatoes', 'Mushrooms']
         else array['Smoked Salmon', 'Crab Meat', 'Anchovies', 'Herring'] end)[1 + pg_temp.pick('noun' || i, 4)]
       as noun) as naming
on conflict do nothing;

insert into public.aide_offers (id, organization_id, title, target_type, target_value, discount_percent, starts_on, ends_on, created_by, created_at, updated_at)
values
  ('80000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'Winter beverages week',
   'category', 'Beverages', 15, '2026-11-01', '2026-12-15', '20000000-0000-4000-8000-000000000001',
   '2026-10-28 10:00+00', '2026-10-28 10:00+00'),
  ('80000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', 'Tokyo Traders launch',
   'brand', 'Tokyo Traders', 10, '2026-11-10', '2026-11-30', '20000000-0000-4000-8000-000000000001',
   '2026-11-09 15:30+00', '2026-11-09 15:30+00'),
  ('80000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', 'Seafood Fridays',
   'category', 'Seafood', 20, '2026-11-15', '2027-01-31', '20000000-0000-4000-8000-000000000001',
   '2026-11-14 08:00+00', '2026-11-14 08:00+00'),
  ('80000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', 'Summer condiments',
   'category', 'Condiments', 12.5, '2026-06-01', '2026-08-31', '20000000-0000-4000-8000-000000000001',
   '2026-05-25 12:00+00', '2026-09-01 07:00+00')
on conflict (id) do nothing;

-- Sales: each customer has four favourite products and a reorder rhythm (every 14–73 days); orders hold 1–4
-- lines of favourites. One customer in nine stopped ordering after 2026-08-20 (the "at risk" list), one in
-- seven only started in early 2026.
insert into public.aide_sales_transactions (id, organization_id, customer_id, customer_name, customer_email, sku,
  quantity, unit_price, sold_at, order_ref, line_key, created_at)
select md5('nw-sale-' || c.i || '-' || o.n || '-' || l.k)::uuid,
       '10000000-0000-4000-8000-000000000001', c.id, c.name, c.email, p.sku, l.quantity, p.price, o.sold_at,
       o.order_ref,
       aide_private.sales_line_key(c.name, c.email, p.sku, l.quantity, p.price, o.sold_at, o.order_ref, 1),
       o.sold_at + time '18:00'
from (
  select cc.id, cc.name, cc.email, right(cc.id::text, 3)::integer as i,
         14 + pg_temp.pick('rhythm' || cc.id, 60) as every,
         case when right(cc.id::text, 3)::integer % 7 = 0 then date '2026-01-10' else date '2025-05-21' end as first_day,
         case when right(cc.id::text, 3)::integer % 9 = 0 then date '2026-08-20' else date '2026-11-20' end as last_day
  from public.aide_client_customers cc
  where cc.organization_id = '10000000-0000-4000-8000-000000000001'
    and cc.id::text like '51000000-%'
) c
cross join lateral (
  select n, d::date as sold_at, 'SO-' || lpad(c.i::text, 3, '0') || '-' || lpad(n::text, 3, '0') as order_ref
  from generate_series(0, 45) as n,
       lateral (select c.first_day + pg_temp.pick('start' || c.i, c.every) + n * c.every
                       + (pg_temp.pick('jitter' || c.i || '-' || n, 7) - 3) as d) as day
  where d <= c.last_day and d >= date '2025-05-21'
) o
cross join lateral (
  select k, 1 + pg_temp.pick('qty' || c.i || '-' || o.n || '-' || k, 12) as quantity,
         (pg_temp.pick('fav-start' || c.i || '-' || o.n, 4) + k) % 4 as favourite
  from generate_series(1, 1 + pg_temp.pick('lines' || c.i || '-' || o.n, 4)) as k
) l
join public.aide_inventory_items p
  on p.id = ('61000000-0000-4000-8000-' || lpad((1 + pg_temp.pick('fav' || c.i || '-' || l.favourite, 120))::text, 12, '0'))::uuid
on conflict do nothing;

-- Cross-sell: products come in companion pairs (generated product j goes with j ± 60, another category: the
-- "customers who buy X also buy Y" the recommender learns). From an adoption day on, a customer adds the
-- companion of their two main favourites to most orders that hold them. Four customers in ten adopt on the
-- day of their last order, so their latest purchases hold products they never bought before (the held-out
-- purchases the recommender's hit rate is measured on).
with adoption as (
  select customer_id, right(customer_id::text, 3)::integer as i,
         case when pg_temp.pick('late' || customer_id, 10) < 4 then max(sold_at)
              else min(sold_at) + pg_temp.pick('adopt' || customer_id, greatest(1, max(sold_at) - min(sold_at)))
         end as adopt_on
    from public.aide_sales_transactions
   where organization_id = '10000000-0000-4000-8000-000000000001' and customer_id::text like '51000000-%'
   group by customer_id
)
insert into public.aide_sales_transactions (id, organization_id, customer_id, customer_name, customer_email, sku,
  quantity, unit_price, sold_at, order_ref, line_key, created_at)
select md5('nw-companion-' || s.id)::uuid, s.organization_id, s.customer_id, s.customer_name, s.customer_email,
       p.sku, q.quantity, p.price, s.sold_at, s.order_ref,
       aide_private.sales_line_key(s.customer_name, s.customer_email, p.sku, q.quantity, p.price, s.sold_at,
                                   s.order_ref, 1),
       s.created_at
from public.aide_sales_transactions s
join adoption a on a.customer_id = s.customer_id and s.sold_at >= a.adopt_on
join public.aide_inventory_items f on f.organization_id = s.organization_id and f.sku = s.sku
  and f.id in (('61000000-0000-4000-8000-' || lpad((1 + pg_temp.pick('fav' || a.i || '-0', 120))::text, 12, '0'))::uuid,
               ('61000000-0000-4000-8000-' || lpad((1 + pg_temp.pick('fav' || a.i || '-1', 120))::text, 12, '0'))::uuid)
join public.aide_inventory_items p
  on p.id = ('61000000-0000-4000-8000-' || lpad((1 + (right(f.id::text, 3)::integer + 59) % 120)::text, 12, '0'))::uuid
cross join lateral (select 1 + pg_temp.pick('companion-qty' || s.id, 6) as quantity) q
where s.organization_id = '10000000-0000-4000-8000-000000000001'
  and pg_temp.pick('companion' || s.id, 10) < 7
on conflict do nothing;

insert into public.aide_imports (id, organization_id, user_id, kind, file_name, total, inserted, updated, unchanged, created_at)
values
  ('90000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000001',
   'customers', 'northwind-customers.csv', 154, 154, 0, 0, '2026-11-18 09:12+00'),
  ('90000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000001',
   'inventory', 'northwind-inventory.xlsx', 125, 125, 0, 0, '2026-11-18 09:20+00'),
  ('90000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000001',
   'sales', 'northwind-sales-2025-2026.csv', 6000, 6000, 0, 0, '2026-11-18 09:31+00')
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------------
-- Contoso Supply (inbound): a catalog, known customers, ~150 incoming purchase orders over the 120 days ending
-- 2026-11-20 and the sandbox ERP's sales orders and invoices for the approved ones. Deterministic like
-- Northwind's history. Orders of the last 10 days wait for a decision; older ones were decided by Ivy. The ERP
-- side carries a few realistic differences: a price 0.5 % off (within tolerance), a short-shipped line
-- (mismatch), a missing invoice, a sales order that lost a line. Scores are left to the API (ai_score null),
-- which scores every order the first time it sees it. The ERP itself is not connected yet.

insert into public.aide_inventory_items (id, organization_id, sku, name, brand, category, price, quantity_on_hand, created_at)
select ('62000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
       '10000000-0000-4000-8000-000000000003',
       'CT-' || lpad(i::text, 3, '0'),
       (array['Nitrile gloves, box of 100', 'Safety goggles', 'Hi-vis vest', 'Ear plugs, box of 200',
              'Hard hat', 'Cut-resistant gloves', 'Dust masks, box of 50', 'First aid kit',
              'Pallet wrap, 500 m', 'Packing tape, 36 rolls', 'Corrugated boxes, 25 pack', 'Bubble wrap, 50 m',
              'Shipping labels, 1000', 'Void fill paper, 300 m', 'Strapping kit', 'Stretch film dispenser',
              'Floor cleaner, 5 L', 'Paper towels, 12 rolls', 'Trash bags, 200', 'Hand soap, 4 L',
              'Microfiber cloths, 50', 'Mop head', 'Disinfectant wipes, 6 tubs', 'Spill kit',
              'Cable ties, 1000', 'Extension cord, 15 m', 'LED work light', 'Electrical tape, 10 rolls',
              'Wire connectors, 500', 'Power strip, 6 outlets', 'Batteries AA, 48', 'Circuit tester',
              'Hex bolts M8, 100', 'Wood screws, 500', 'Anchors, 200', 'Washers M10, 250',
              'Threaded rod, 10 pack', 'Rivets, 1000', 'Lock nuts M6, 200', 'Concrete screws, 100'])[i],
       (array['3M', 'Uline', 'Grainger', 'Brady', 'Honeywell'])[1 + (i * 3) % 5],
       (array['Safety', 'Packaging', 'Janitorial', 'Electrical', 'Fasteners'])[1 + (i - 1) / 8],
       (4 + pick_price / 100.0)::numeric(12, 2),
       20 + pg_temp.pick('ct-stock' || i, 400),
       timestamptz '2025-06-01 09:00+00' + i * interval '1 day'
from generate_series(1, 40) as i,
     lateral (select pg_temp.pick('ct-price' || i, 8000) as pick_price) as p
on conflict do nothing;

insert into public.aide_client_customers (id, organization_id, name, email, company, segment, city, created_at)
select ('52000000-0000-4000-8000-' || lpad(j::text, 12, '0'))::uuid,
       '10000000-0000-4000-8000-000000000003',
       company, 'purchasing@' || lower(split_part(company, ' ', 1)) || '.test', company,
       (array['Enterprise', 'Mid-market', 'Small business'])[1 + j % 3],
       (array['Chicago', 'Denver', 'Atlanta', 'Houston', 'Phoenix'])[1 + j % 5],
       timestamptz '2025-03-01 09:00+00' + j * interval '3 days'
from generate_series(1, 20) as j,
     lateral (select (array['Acme Manufacturing', 'Birchwood Builders', 'Cobalt Logistics', 'Driftwood Marine',
              'Evergreen Facilities', 'Fulton Hospital Supply', 'Granite Works', 'Harbor Freightways',
              'Ironclad Fabrication', 'Jasper Schools', 'Keystone Labs', 'Lumen Electric', 'Meridian Hotels',
              'Northgate Warehousing', 'Orchard Foods', 'Pioneer Plastics', 'Quarry Ridge Mining',
              'Redwood Clinics', 'Summit Aerospace', 'Tidewater Utilities'])[j] as company) as c
on conflict do nothing;

-- Orders: order i comes from customer 1 + i % 20 (every 17th from a buyer Contoso does not know yet), holds
-- 1-4 of that customer's four usual products at their usual quantities and the catalog price. Exceptions on
-- purpose: every 13th order is priced 8 % over the catalog, every 19th orders ten times the usual quantity,
-- every 29th names a SKU the catalog does not have.
create temporary table contoso_orders as
select i,
       ('63000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid as id,
       'PO-' || (24000 + i)::text as po_number,
       1 + i % 20 as customer_no,
       case when i % 17 = 0 then (array['Nova Robotics', 'Vertex Kiosks', 'Bluebird Cafes'])[1 + i % 3]
            else (select name from public.aide_client_customers
                   where id = ('52000000-0000-4000-8000-' || lpad((1 + i % 20)::text, 12, '0'))::uuid) end
         as customer_name,
       date '2026-11-20' - (150 - i) * 4 / 5 as order_date
from generate_series(1, 150) as i;

insert into public.aide_purchase_orders (id, organization_id, po_number, customer_name, order_date,
  requested_delivery_date, currency, total, status, source, decided_by, decided_by_label, decided_at,
  decision_reason, received_at, created_at, updated_at)
select o.id, '10000000-0000-4000-8000-000000000003', o.po_number, o.customer_name, o.order_date,
       o.order_date + 7 + pg_temp.pick('ct-due' || o.i, 14), 'USD', 0,
       case when o.order_date > date '2026-11-10' then 'pending'
            when o.i % 11 = 0 then 'rejected' else 'approved' end,
       'sandbox',
       case when o.order_date > date '2026-11-10' then null else '20000000-0000-4000-8000-000000000003'::uuid end,
       case when o.order_date > date '2026-11-10' then null else 'Ivy Chen' end,
       case when o.order_date > date '2026-11-10' then null else o.order_date + time '15:00' end,
       case when o.order_date > date '2026-11-10' then null
            when o.i % 11 = 0 then 'Customer asked to cancel: duplicate of an earlier order.' end,
       o.order_date + time '08:30', o.order_date + time '08:30', o.order_date + time '08:30'
from contoso_orders o
on conflict do nothing;

insert into public.aide_purchase_order_lines (id, organization_id, purchase_order_id, line_no, sku, description,
  quantity, unit_price)
select md5('ct-line-' || o.i || '-' || k)::uuid, '10000000-0000-4000-8000-000000000003', o.id, k,
       case when o.i % 29 = 0 and k = 1 then 'CT-X' || o.i else p.sku end,
       case when o.i % 29 = 0 and k = 1 then 'Custom part per drawing ' || o.i else p.name end,
       (5 * (1 + pg_temp.pick('ct-qty' || o.customer_no || '-' || fav, 6)) + pg_temp.pick('ct-qj' || o.i || '-' || k, 4))
         * case when o.i % 19 = 0 and k = 1 then 10 else 1 end,
       round(p.price * case when o.i % 13 = 0 then 1.08 else 1 end, 2)
from contoso_orders o
cross join lateral (
  select k, (pg_temp.pick('ct-start' || o.i, 4) + k) % 4 as fav
  from generate_series(1, 1 + pg_temp.pick('ct-lines' || o.i, 4)) as k
) l
join public.aide_inventory_items p
  on p.id = ('62000000-0000-4000-8000-' || lpad((1 + pg_temp.pick('ct-fav' || o.customer_no || '-' || l.fav, 40))::text, 12, '0'))::uuid
on conflict do nothing;

update public.aide_purchase_orders po
set total = t.total
from (select purchase_order_id, sum(round(quantity * unit_price, 2)) as total
        from public.aide_purchase_order_lines group by purchase_order_id) t
where po.id = t.purchase_order_id and po.organization_id = '10000000-0000-4000-8000-000000000003' and po.total = 0;

insert into public.aide_purchase_order_events (id, organization_id, purchase_order_id, action, actor_user_id,
  actor_label, reason, created_at)
select md5('ct-event-received-' || po.id)::uuid, po.organization_id, po.id, 'received', null, 'Sandbox ERP', null,
       po.received_at
from public.aide_purchase_orders po
where po.organization_id = '10000000-0000-4000-8000-000000000003'
union all
select md5('ct-event-decided-' || po.id)::uuid, po.organization_id, po.id, po.status, po.decided_by,
       po.decided_by_label, po.decision_reason, po.decided_at
from public.aide_purchase_orders po
where po.organization_id = '10000000-0000-4000-8000-000000000003' and po.status <> 'pending'
on conflict do nothing;

-- The ERP's documents for orders approved at least three days before 2026-11-20: a sales order and an
-- invoice with the order's lines, except every 10th order (no invoice yet) and every 23rd (the sales order
-- lost its last line of several). Every 7th invoice's first price is 0.5 % higher; every 9th invoice ships one
-- unit less on its first line.
insert into public.aide_erp_documents (id, organization_id, kind, document_number, po_number, customer_name,
  document_date, currency, total, source, created_at)
select md5('ct-doc-' || kind || '-' || o.i)::uuid, '10000000-0000-4000-8000-000000000003', kind,
       case kind when 'sales_order' then 'SO-' else 'INV-' end || (88000 + o.i)::text,
       po.po_number, po.customer_name, po.order_date + case kind when 'sales_order' then 1 else 3 end,
       'USD', 0, 'sandbox', po.order_date + case kind when 'sales_order' then 1 else 3 end + time '12:00'
from contoso_orders o
join public.aide_purchase_orders po on po.id = o.id
cross join unnest(array['sales_order', 'invoice']) as kind
where po.status = 'approved' and po.order_date <= date '2026-11-17'
  and not (kind = 'invoice' and o.i % 10 = 0)
on conflict do nothing;

insert into public.aide_erp_document_lines (id, organization_id, document_id, line_no, sku, description,
  quantity, unit_price)
select md5('ct-doc-line-' || d.kind || '-' || o.i || '-' || l.line_no)::uuid, d.organization_id, d.id, l.line_no,
       l.sku, l.description,
       l.quantity - case when d.kind = 'invoice' and o.i % 9 = 0 and l.line_no = 1 then 1 else 0 end,
       round(l.unit_price * case when d.kind = 'invoice' and o.i % 7 = 0 and l.line_no = 1 then 1.005 else 1 end, 2)
from contoso_orders o
join public.aide_erp_documents d
  on d.id in (md5('ct-doc-sales_order-' || o.i)::uuid, md5('ct-doc-invoice-' || o.i)::uuid)
join public.aide_purchase_order_lines l on l.purchase_order_id = o.id
where not (d.kind = 'sales_order' and o.i % 23 = 0 and l.line_no > 1
           and l.line_no = (select max(line_no) from public.aide_purchase_order_lines where purchase_order_id = o.id))
on conflict do nothing;

update public.aide_erp_documents d
set total = t.total
from (select document_id, sum(round(quantity * unit_price, 2)) as total
        from public.aide_erp_document_lines group by document_id) t
where d.id = t.document_id and d.organization_id = '10000000-0000-4000-8000-000000000003' and d.total = 0;

drop table contoso_orders;

-- Every organization's customer statistics (last order, order count, revenue) from the sales just seeded.
select aide_private.refresh_customer_stats(id) from public.aide_organizations;

-- ---------------------------------------------------------------------------------------------------------
-- The platform operator (docs/platform.md): outside every organization, signs in with a password and the
-- demo authenticator below. Add its key to an authenticator app (or `oathtool --totp -b <key>`):
--   ops@aide.test  Ops-demo-1  TOTP key OPSDEMOAIDEPLATFORMCONSOLE234567
insert into public.aide_platform_operators (id, email, granted_by) values
  ('80000000-0000-4000-8000-000000000001', 'ops@aide.test', 'seed')
on conflict do nothing;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
values ('00000000-0000-0000-0000-000000000000', '20000000-0000-4000-8000-000000000005', 'authenticated',
        'authenticated', 'ops@aide.test', extensions.crypt('Ops-demo-1', extensions.gen_salt('bf')), now(), null,
        '{"provider": "email", "providers": ["email"]}'::jsonb,
        '{"sub": "20000000-0000-4000-8000-000000000005", "email": "ops@aide.test", "email_verified": true, "phone_verified": false, "first_name": "Olu", "last_name": "Platform"}'::jsonb,
        now(), now(), '', '', '', '')
on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
values ('20000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005',
        '20000000-0000-4000-8000-000000000005',
        '{"sub": "20000000-0000-4000-8000-000000000005", "email": "ops@aide.test", "email_verified": true, "phone_verified": false}'::jsonb,
        'email', now(), now())
on conflict (provider_id, provider) do nothing;

insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values ('90000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000005', 'Demo authenticator',
        'totp', 'verified', now(), now(), 'OPSDEMOAIDEPLATFORMCONSOLE234567')
on conflict (id) do nothing;
