-- What `pnpm bench --only scale` showed with 1,000 organizations and 21.7 million sales lines in one database
-- (docs/scaling.md, .data/bench/scale-report.md).
--
-- Sales lines. The dashboard, Ask AI and the customer statistics read an organization's lines of a period and
-- use a few of their columns. One index on (organization, day) that carries those columns answers them from
-- the index alone instead of visiting the table once per line (a large organization's year is a million
-- lines). It replaces the (organization, day) index and the index on the organization alone: every index of
-- the table already starts with the organization, and under row-level security the planner preferred that one
-- for Ask AI's period questions, reading all 2 million lines of a large organization to keep a quarter's.
-- On a database that already holds millions of lines, building it takes minutes and blocks writes to the
-- table meanwhile: apply it at a quiet hour (or create it concurrently by hand first, with this name).
create index if not exists aide_sales_transactions_period_idx on public.aide_sales_transactions
  (organization_id, sold_at) include (customer_id, sku, quantity, unit_price, order_ref);
drop index if exists public.aide_sales_transactions_sold_at_idx;
drop index if exists public.aide_sales_transactions_organization_id_idx;

-- Customer statistics. average_gap_days is stored as numeric(8,2) but was compared unrounded with what is
-- stored, so every refresh rewrote every customer whose gap has more than two decimals (most of them): after a
-- 10,000-line upload the statistics job rewrote all 100,000 customers of a large organization, every index
-- entry included, instead of the 2,000 whose figures changed. It is now rounded as it is stored.
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
                then round((max(sold_at) - min(sold_at))::numeric / (count(distinct sold_at) - 1), 2)
           end as average_gap_days
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

-- The same statistics for some customers only: an upload refreshes the customers its lines belong to. The
-- whole organization took 5–9 s at 2 million lines, past the 8 s statement timeout of a member's request, so
-- a 10,000-line upload of a large organization failed; the statistics job still refreshes the organization
-- (its sales changed), as before. Keep the two functions' figures the same.
create or replace function aide_private.refresh_customer_stats_of(
  organization uuid, customers uuid[], today date default current_date
)
returns void
language sql
set search_path = ''
as $$
  with orders as (
    select customer_id, sold_at, coalesce(order_ref, '') as ref,
           sum(quantity * coalesce(unit_price, 0)) as amount
      from public.aide_sales_transactions
     where organization_id = refresh_customer_stats_of.organization
       and customer_id = any(refresh_customer_stats_of.customers)
     group by customer_id, sold_at, coalesce(order_ref, '')
  ), stats as (
    select customer_id, min(sold_at) as first_order_on, max(sold_at) as last_order_on,
           count(*)::integer as order_count, sum(amount) as lifetime_revenue,
           coalesce(sum(amount) filter (where sold_at > refresh_customer_stats_of.today - 365), 0) as revenue_12m,
           case when count(distinct sold_at) >= 2
                then round((max(sold_at) - min(sold_at))::numeric / (count(distinct sold_at) - 1), 2)
           end as average_gap_days
      from orders group by customer_id
  )
  update public.aide_client_customers c
     set first_order_on = s.first_order_on, last_order_on = s.last_order_on, order_count = coalesce(s.order_count, 0),
         lifetime_revenue = coalesce(s.lifetime_revenue, 0), revenue_12m = coalesce(s.revenue_12m, 0),
         average_gap_days = s.average_gap_days
    from public.aide_client_customers c2
    left join stats s on s.customer_id = c2.id
   where c.id = c2.id and c2.organization_id = refresh_customer_stats_of.organization
     and c2.id = any(refresh_customer_stats_of.customers)
     and (c.first_order_on, c.last_order_on, c.order_count, c.lifetime_revenue, c.revenue_12m, c.average_gap_days)
         is distinct from (s.first_order_on, s.last_order_on, coalesce(s.order_count, 0),
                           coalesce(s.lifetime_revenue, 0), coalesce(s.revenue_12m, 0), s.average_gap_days)
$$;
revoke all on function aide_private.refresh_customer_stats_of(uuid, uuid[], date) from public;
grant execute on function aide_private.refresh_customer_stats_of(uuid, uuid[], date) to authenticated, service_role;
