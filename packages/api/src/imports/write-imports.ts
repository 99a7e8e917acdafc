// Set-based writes for the three uploads: the whole file goes to PostgreSQL as one jsonb parameter and is
// upserted by one statement, so 100,000 rows are one round trip inside the caller's transaction.
import type { Queryable } from '../db/db.js';
import type { Workspace } from '../workspace/with-workspace.js';
import type { CustomerRow, InventoryRow, SalesRow } from './validate-rows.js';

export type ImportKind = 'customers' | 'inventory' | 'sales';

export interface ImportCounts {
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ImportResult extends ImportCounts {
  import_id: string;
}

// Row numbers stay in JS; the database needs the fields only.
const payload = <T extends { row: number }>(rows: readonly T[]) =>
  JSON.stringify(rows.map(({ row: _row, ...fields }) => fields));

/** Upsert by lower(email); a blank optional cell keeps what is stored (a file without a phone column wipes nothing). */
export async function writeCustomers(
  tx: Queryable,
  ws: Workspace,
  rows: readonly CustomerRow[],
): Promise<ImportCounts> {
  const { rows: counts } = await tx.query<{ inserted: number; updated: number }>(
    `with input as (
       select * from jsonb_to_recordset($2::jsonb)
         as r (name text, email text, company text, phone text, segment text, city text)
     ), written as (
       insert into public.aide_client_customers as c (organization_id, name, email, company, phone, segment, city)
       select $1, name, lower(email), company, phone, segment, city from input
       on conflict (organization_id, email) do update
         set name = excluded.name,
             company = coalesce(excluded.company, c.company),
             phone = coalesce(excluded.phone, c.phone),
             segment = coalesce(excluded.segment, c.segment),
             city = coalesce(excluded.city, c.city),
             updated_at = now()
         where (c.name, c.company, c.phone, c.segment, c.city) is distinct from
               (excluded.name, coalesce(excluded.company, c.company), coalesce(excluded.phone, c.phone),
                coalesce(excluded.segment, c.segment), coalesce(excluded.city, c.city))
       returning (xmax = 0) as inserted
     )
     select (count(*) filter (where inserted))::int as inserted,
            (count(*) filter (where not inserted))::int as updated
     from written`,
    [ws.organizationId, payload(rows)],
  );
  // Sales lines imported before their customer existed get linked now (by email, else by name).
  await tx.query(
    `update public.aide_sales_transactions t
        set customer_id = coalesce(
              (select c.id from public.aide_client_customers c
                where c.organization_id = $1 and c.email = t.customer_email limit 1),
              (select c.id from public.aide_client_customers c
                where c.organization_id = $1 and lower(c.name) = lower(t.customer_name)
                order by c.created_at limit 1))
      where t.organization_id = $1 and t.customer_id is null`,
    [ws.organizationId],
  );
  return countsOf(rows.length, counts[0]);
}

/** Upsert by sku; quantity and name always follow the file, blank optional cells keep what is stored. */
export async function writeInventory(
  tx: Queryable,
  ws: Workspace,
  rows: readonly InventoryRow[],
): Promise<ImportCounts> {
  const { rows: counts } = await tx.query<{ inserted: number; updated: number }>(
    `with input as (
       select * from jsonb_to_recordset($2::jsonb)
         as r (sku text, name text, brand text, category text, price numeric, quantity_on_hand integer)
     ), written as (
       insert into public.aide_inventory_items as i (organization_id, sku, name, brand, category, price, quantity_on_hand)
       select $1, sku, name, brand, category, price, quantity_on_hand from input
       on conflict (organization_id, sku) do update
         set name = excluded.name,
             brand = coalesce(excluded.brand, i.brand),
             category = coalesce(excluded.category, i.category),
             price = coalesce(excluded.price, i.price),
             quantity_on_hand = excluded.quantity_on_hand,
             updated_at = now()
         where (i.name, i.brand, i.category, i.price, i.quantity_on_hand) is distinct from
               (excluded.name, coalesce(excluded.brand, i.brand), coalesce(excluded.category, i.category),
                coalesce(excluded.price, i.price), excluded.quantity_on_hand)
       returning (xmax = 0) as inserted
     )
     select (count(*) filter (where inserted))::int as inserted,
            (count(*) filter (where not inserted))::int as updated
     from written`,
    [ws.organizationId, payload(rows)],
  );
  return countsOf(rows.length, counts[0]);
}

/**
 * Adds the lines not loaded yet (content key, see aide_private.sales_line_key). Identical lines of one file
 * are numbered by their order, so two identical sales stay two and a re-import adds nothing.
 */
export async function writeSales(
  tx: Queryable,
  ws: Workspace,
  rows: readonly SalesRow[],
): Promise<ImportCounts & { unmatched_customers: number }> {
  const { rows: counts } = await tx.query<{ inserted: number; unmatched: number }>(
    `with input as (
       select * from jsonb_to_recordset($2::jsonb)
         as r (ord integer, customer text, customer_email text, sku text, quantity integer, unit_price numeric,
               sold_at date, order_ref text)
     ), keyed as (
       select i.*,
              aide_private.sales_line_key(customer, customer_email, sku, quantity, unit_price, sold_at, order_ref,
                row_number() over (
                  partition by lower(customer), customer_email, sku, quantity, unit_price::numeric(12, 2), sold_at,
                               order_ref
                  order by ord)) as line_key
       from input i
     ), by_email as (
       select distinct on (email) email, id from public.aide_client_customers
        where organization_id = $1 and email is not null order by email, created_at
     ), by_name as (
       select distinct on (lower(name)) lower(name) as name, id from public.aide_client_customers
        where organization_id = $1 order by lower(name), created_at
     ), matched as (
       select k.*, coalesce(e.id, n.id) as customer_id
       from keyed k
       left join by_email e on e.email = k.customer_email
       left join by_name n on n.name = lower(k.customer)
     ), written as (
       insert into public.aide_sales_transactions
         (organization_id, customer_id, customer_name, customer_email, sku, quantity, unit_price, sold_at, order_ref,
          line_key)
       select $1, customer_id, customer, customer_email, sku, quantity, unit_price, sold_at, order_ref, line_key
       from matched
       on conflict (organization_id, line_key) do nothing
       returning 1
     )
     select (select count(*) from written)::int as inserted,
            (select count(*) from matched where customer_id is null)::int as unmatched`,
    [ws.organizationId, JSON.stringify(rows.map(({ row, ...fields }) => ({ ord: row, ...fields })))],
  );
  const inserted = counts[0]?.inserted ?? 0;
  return {
    total: rows.length,
    inserted,
    updated: 0,
    unchanged: rows.length - inserted,
    unmatched_customers: counts[0]?.unmatched ?? 0,
  };
}

export async function recordImport(
  tx: Queryable,
  ws: Workspace,
  kind: ImportKind,
  fileName: string,
  counts: ImportCounts,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.aide_imports (organization_id, user_id, kind, file_name, total, inserted, updated, unchanged)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      ws.organizationId,
      ws.userId,
      kind,
      fileName,
      counts.total,
      counts.inserted,
      counts.updated,
      counts.unchanged,
    ],
  );
  return rows[0]!.id;
}

function countsOf(total: number, row: { inserted: number; updated: number } | undefined): ImportCounts {
  const inserted = row?.inserted ?? 0;
  const updated = row?.updated ?? 0;
  return { total, inserted, updated, unchanged: total - inserted - updated };
}
