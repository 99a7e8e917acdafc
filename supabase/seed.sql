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
insert into public.aide_members (id, email, first_name, last_name, organization_id) values
  ('30000000-0000-4000-8000-000000000001', 'sam@northwind.test', 'Sam', 'Rivera', '10000000-0000-4000-8000-000000000001'),
  ('30000000-0000-4000-8000-000000000002', 'new.hire@northwind.test', null, null, '10000000-0000-4000-8000-000000000001'),
  ('30000000-0000-4000-8000-000000000003', 'fresh@freshstart.test', 'Fresh', null, '10000000-0000-4000-8000-000000000002'),
  ('30000000-0000-4000-8000-000000000004', 'ivy@contoso.test', 'Ivy', 'Chen', '10000000-0000-4000-8000-000000000003')
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
