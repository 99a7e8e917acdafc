// Set-based writes for the three uploads: the whole file goes to PostgreSQL as one json parameter and is
// upserted by one statement, so 100,000 rows are one round trip inside the caller's transaction.
import { randomUUID } from 'node:crypto';
import type { CustomerRow, ImportKind, InventoryRow, SalesRow } from '@aide/rules';
import { allowBulkStatements } from '../../db/as-user.js';
import type { Queryable } from '../../db/db.js';
import { todayUtc } from '../../workspace/today.js';
import { deferSearchIndexMerge } from './after-import.js';
import { orderedIdPrefix, uploadTable, upsertStatement } from './upsert-statement.js';
import type { Workspace } from '../../workspace/with-workspace.js';

export type { ImportKind };

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

/**
 * One import per organization at a time (a transaction-scoped lock): the two-step upserts below then cannot
 * race each other, and a second upload simply waits for the first. The import's bounded statements may then
 * run longer than a member's usual statement (allowBulkStatements).
 */
export async function lockImports(tx: Queryable, ws: Workspace): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('aide_import:' || $1::text))`, [ws.organizationId]);
  await allowBulkStatements(tx);
}

/** Runs an upload's upsertStatement over `rows`, under the import lock. */
async function upsertUpload(
  tx: Queryable,
  ws: Workspace,
  statement: string,
  rows: readonly { row: number }[],
): Promise<ImportCounts> {
  await lockImports(tx, ws);
  await deferSearchIndexMerge(tx, rows.length);
  const { rows: counts } = await tx.query<{ updated: number; inserted: number }>(statement, [
    ws.organizationId,
    payload(rows),
    orderedIdPrefix(rows.length),
  ]);
  return countsOf(rows.length, counts[0]);
}

const UPSERT_CUSTOMERS = upsertStatement(uploadTable('customers', 'public.aide_client_customers', 'c'));

const UPSERT_INVENTORY = upsertStatement(
  uploadTable('inventory', 'public.aide_inventory_items', 'i', { price: 'numeric(12, 2)' }),
);

/** Upsert by lower(email); a blank optional cell keeps what is stored (a file without a phone column wipes nothing). */
export async function writeCustomers(
  tx: Queryable,
  ws: Workspace,
  rows: readonly CustomerRow[],
): Promise<ImportCounts> {
  const counts = await upsertUpload(tx, ws, UPSERT_CUSTOMERS, rows);
  // Sales lines imported before their customer existed get linked now (by email, else by name).
  const { rows: linked } = await tx.query<{ customers: string[] }>(
    `with linked as (
       update public.aide_sales_transactions t
          set customer_id = coalesce(
                (select c.id from public.aide_client_customers c
                  where c.organization_id = $1 and c.email = t.customer_email limit 1),
                (select c.id from public.aide_client_customers c
                  where c.organization_id = $1 and lower(c.name) = lower(t.customer_name)
                  order by c.created_at limit 1))
        where t.organization_id = $1 and t.customer_id is null
       returning t.customer_id
     )
     select coalesce(array_agg(distinct customer_id) filter (where customer_id is not null), '{}') as customers
       from linked`,
    [ws.organizationId],
  );
  // Only customers who got sales lines have other statistics than a new customer's (none): 100,000 new
  // customers without a newly linked line skip the statistics altogether.
  await refreshCustomerStats(tx, ws, linked[0]?.customers ?? []);
  return counts;
}

/**
 * The purchase statistics My Customers filters on live on the customer row: recomputed after every import for
 * the customers whose lines it added or linked (the statistics job then refreshes the whole organization, whose
 * sales changed). A large organization's whole refresh took longer than a member's statement timeout.
 */
async function refreshCustomerStats(tx: Queryable, ws: Workspace, customers: string[]): Promise<void> {
  if (customers.length === 0) return;
  await tx.query(`select aide_private.refresh_customer_stats_of($1, $2::uuid[], $3::date)`, [
    ws.organizationId,
    customers,
    todayUtc(),
  ]);
}

/** Upsert by sku; quantity and name always follow the file, blank optional cells keep what is stored. */
export async function writeInventory(
  tx: Queryable,
  ws: Workspace,
  rows: readonly InventoryRow[],
): Promise<ImportCounts> {
  return upsertUpload(tx, ws, UPSERT_INVENTORY, rows);
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
  await lockImports(tx, ws);
  const { rows: counts } = await tx.query<{ inserted: number; unmatched: number; customers: string[] }>(
    `with input as (
       select * from json_to_recordset($2::json)
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
         (id, organization_id, customer_id, customer_name, customer_email, sku, quantity, unit_price, sold_at,
          order_ref, line_key)
       select md5($3 || line_key)::uuid, $1, customer_id, customer, customer_email, sku, quantity, unit_price, sold_at, order_ref, line_key
       from matched
       on conflict (organization_id, line_key) do nothing
       returning customer_id
     )
     select (select count(*) from written)::int as inserted,
            (select count(*) from matched where customer_id is null)::int as unmatched,
            (select coalesce(array_agg(distinct customer_id) filter (where customer_id is not null), '{}')
               from written) as customers`,
    [
      ws.organizationId,
      JSON.stringify(rows.map(({ row, ...fields }) => ({ ord: row, ...fields }))),
      randomUUID(),
    ],
  );
  const inserted = counts[0]?.inserted ?? 0;
  await refreshCustomerStats(tx, ws, counts[0]?.customers ?? []);
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
