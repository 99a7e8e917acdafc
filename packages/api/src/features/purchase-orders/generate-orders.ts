import type { Db } from '../../db/db.js';

/** Generated orders end on this day, so the same call on the same data gives the same orders. */
const LAST_ORDER_DATE = '2026-11-20';
/** Orders of the last days before LAST_ORDER_DATE wait for a decision; older ones were decided. */
const PENDING_DAYS = 10;
const SPAN_DAYS = 730;

/**
 * Inserts `count` realistic purchase orders for the organization, set-based (a few statements whatever the
 * count): customers from its customer list (every 17th a buyer it does not know), 1–4 lines of each
 * customer's favourite catalog items at their usual quantities and the catalog price, every 13th priced 8 %
 * over and every 19th ten times the usual quantity; decided by the organization's first member when older than
 * ten days (every 11th rejected). Scores are left null: the API scores them on the next request, as any new order. Deterministic: the
 * numbers continue after the organization's existing orders (PO-30001 + existing count upwards). For the
 * benchmark (scripts/bench) and the tests of the list at size.
 */
export async function insertGeneratedPurchaseOrders(
  db: Db,
  organizationId: string,
  count: number,
): Promise<{ inserted: number }> {
  const result = await db.transaction(async (tx) => {
    const { rows: facts } = await tx.query<{ items: number; customers: number; existing: number }>(
      `select (select count(*)::int from public.aide_inventory_items where organization_id = $1) as items,
              (select count(*)::int from public.aide_client_customers where organization_id = $1) as customers,
              (select count(*)::int from public.aide_purchase_orders where organization_id = $1) as existing`,
      [organizationId],
    );
    const { items = 0, existing = 0 } = facts[0] ?? {};
    if (items === 0) throw new Error('The organization has no catalog items to order.');

    // h(text) → a stable non-negative integer; pure SQL so both databases give the same orders.
    const hash = (expr: string) => `(('x' || substr(md5(${expr}), 1, 7))::bit(28)::int)`;
    await tx.query(
      `create temporary table generated_orders on commit drop as
       with customers as (
         select coalesce(array_agg(coalesce(company, name) order by name, id),
                         array['Generated Customer']) as names
           from public.aide_client_customers where organization_id = $1
       )
       select n, md5($1::text || '-generated-po-' || n)::uuid as id,
              'PO-' || (30000 + n)::text as po_number,
              1 + n % cardinality(c.names) as customer_no,
              case when n % 17 = 0 then (array['Nova Robotics', 'Vertex Kiosks', 'Bluebird Cafes'])[1 + n % 3]
                   else c.names[1 + n % cardinality(c.names)] end as customer_name,
              date '${LAST_ORDER_DATE}' - (${SPAN_DAYS} * ($3::int + $2::int - n) / greatest($3::int, 1))::int
                as order_date
         from generate_series($2::int + 1, $2::int + $3::int) as n, customers c`,
      [organizationId, existing, count],
    );
    await tx.query(
      `insert into public.aide_purchase_orders (id, organization_id, po_number, customer_name, order_date,
         requested_delivery_date, currency, total, status, source, decided_by, decided_by_label, decided_at,
         decision_reason, received_at, created_at, updated_at, ai_score_reasons)
       select o.id, $1, o.po_number, o.customer_name, o.order_date, o.order_date + 7 + ${hash("'due' || o.n")} % 14,
              'USD', 0, d.status, 'sandbox',
              case when d.status <> 'pending' then m.user_id end,
              case when d.status <> 'pending' then coalesce(m.name, 'Sandbox ERP') end,
              case when d.status <> 'pending' then o.order_date + time '15:00' end,
              case when d.status = 'rejected' then 'Customer asked to cancel: duplicate of an earlier order.' end,
              o.order_date + time '08:30' + (o.n % 360) * interval '1 minute',
              o.order_date + time '08:30', o.order_date + time '08:30', '[]'::jsonb
         from generated_orders o
         cross join lateral (
           select case when o.order_date > date '${LAST_ORDER_DATE}' - ${PENDING_DAYS} then 'pending'
                       when o.n % 11 = 0 then 'rejected' else 'approved' end as status
         ) d
         left join lateral (
           select user_id, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) as name
             from public.aide_members where organization_id = $1 order by created_at, id limit 1
         ) m on true
       on conflict (organization_id, po_number) do nothing`,
      [organizationId],
    );
    await tx.query(
      `with catalog as (
         select row_number() over (order by sku, id)::int as k, sku, name, coalesce(price, 10) as price
           from public.aide_inventory_items where organization_id = $1
       ), size as (select count(*)::int as items from catalog)
       insert into public.aide_purchase_order_lines (organization_id, purchase_order_id, line_no, sku,
         description, quantity, unit_price)
       select $1, o.id, l.line_no, p.sku, p.name,
              (5 * (1 + ${hash("'qty' || o.customer_no || '-' || l.fav")} % 6) + ${hash("'qj' || o.n || '-' || l.line_no")} % 4)
                * case when o.n % 19 = 0 and l.line_no = 1 then 10 else 1 end,
              round(p.price * case when o.n % 13 = 0 then 1.08 else 1 end, 2)
         from generated_orders o
         cross join size s
         cross join lateral (
           select g as line_no, (${hash("'start' || o.n")} + g) % 4 as fav
             from generate_series(1, 1 + ${hash("'lines' || o.n")} % 4) as g
         ) l
         join catalog p on p.k = 1 + ${hash("'fav' || o.customer_no || '-' || l.fav")} % s.items
       on conflict do nothing`,
      [organizationId],
    );
    await tx.query(
      `update public.aide_purchase_orders po set total = t.total
         from (select l.purchase_order_id, sum(round(l.quantity * l.unit_price, 2)) as total
                 from public.aide_purchase_order_lines l join generated_orders o on o.id = l.purchase_order_id
                where l.organization_id = $1
                group by l.purchase_order_id) t
        where po.organization_id = $1 and po.id = t.purchase_order_id`,
      [organizationId],
    );
    await tx.query(
      `insert into public.aide_purchase_order_events (organization_id, purchase_order_id, action, actor_label,
         reason, created_at)
       select $1, po.id, 'received', 'Sandbox ERP', null, po.received_at
         from public.aide_purchase_orders po join generated_orders o on o.id = po.id
        where po.organization_id = $1
       union all
       select $1, po.id, po.status, po.decided_by_label, po.decision_reason, po.decided_at
         from public.aide_purchase_orders po join generated_orders o on o.id = po.id
        where po.organization_id = $1 and po.status <> 'pending'`,
      [organizationId],
    );
    const { rows } = await tx.query<{ inserted: number }>(
      `select count(*)::int as inserted from generated_orders`,
    );
    return { inserted: rows[0]?.inserted ?? 0 };
  });
  // After a bulk load the planner's row estimates are stale until autovacuum runs (never, on PGlite): with
  // them it would scan the whole organization per order instead of joining.
  await db.query(
    'analyze public.aide_purchase_orders, public.aide_purchase_order_lines, public.aide_purchase_order_events',
  );
  return result;
}
