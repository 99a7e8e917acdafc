import type { Database, Queryable } from '../db/queryable.js';
import type { Caller } from '../rest/caller.js';
import { runAsCaller } from '../rest/run-as.js';
import { valueText } from '../value-text.js';
import type { PublishedColumn, PublishedTable, PublishedTables } from './published-tables.js';
import type { ChangeFilter } from './subscription-params.js';

/** A row change as the capture trigger reports it. */
export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const REQUEST = { method: 'GET', path: '/realtime/v1/websocket', headers: {} };

/**
 * The old row Realtime has: with the default replica identity only the primary key (updates that keep the
 * key: nothing), with REPLICA IDENTITY FULL the whole row.
 */
export function oldIdentity(change: Change, table: PublishedTable): Record<string, unknown> | null {
  if (!change.old_record) return null;
  if (table.identityFull) return change.old_record;
  if (change.type === 'UPDATE') return null;
  return pick(
    change.old_record,
    table.columns.filter((c) => c.isKey).map((c) => c.name),
  );
}

const pick = (row: Record<string, unknown>, names: Iterable<string>) => {
  const out: Record<string, unknown> = {};
  for (const name of names) if (name in row) out[name] = row[name];
  return out;
};

function filterSql(
  filter: ChangeFilter,
  column: PublishedColumn,
  valueParam: string,
  filterParam: string,
): string {
  const a = `cast(${valueParam} as ${column.sqlType})`;
  const b = `cast(${filterParam} as ${column.sqlType})`;
  let expression: string;
  switch (filter.op) {
    case 'eq':
      expression = `${a} = ${b}`;
      break;
    case 'neq':
      expression = `${a} <> ${b}`;
      break;
    case 'lt':
      expression = `${a} < ${b}`;
      break;
    case 'lte':
      expression = `${a} <= ${b}`;
      break;
    case 'gt':
      expression = `${a} > ${b}`;
      break;
    case 'gte':
      expression = `${a} >= ${b}`;
      break;
    case 'in':
      expression = `${a} = any(cast(${filterParam} as ${column.sqlType}[]))`;
      break;
    case 'like':
      expression = `${a}::text like ${filterParam}`;
      break;
    case 'ilike':
      expression = `${a}::text ilike ${filterParam}`;
      break;
    case 'match':
      expression = `${a}::text ~ ${filterParam}`;
      break;
    case 'imatch':
      expression = `${a}::text ~* ${filterParam}`;
      break;
    case 'isdistinct':
      expression = `${a} is distinct from ${b}`;
      break;
    case 'is': {
      const v = filter.value.toLowerCase();
      const target = v === 'true' ? 'true' : v === 'false' ? 'false' : v === 'unknown' ? 'unknown' : 'null';
      expression = target === 'null' ? `${a} is null` : `${a}::boolean is ${target}`;
      break;
    }
  }
  return filter.negate ? `not (${expression})` : expression;
}

/**
 * Whether the values pass every filter, compared as the column's type in SQL (Realtime's
 * check_equality_op); a filter on a column the values lack does not match.
 */
export async function passesFilters(
  db: Queryable,
  table: PublishedTable,
  values: Record<string, unknown> | null,
  filters: ChangeFilter[],
): Promise<boolean> {
  if (filters.length === 0) return true;
  if (!values) return false;
  const params: unknown[] = [];
  const parts: string[] = [];
  for (const filter of filters) {
    const column = table.columns.find((c) => c.name === filter.column);
    if (!column || !(filter.column in values)) return false;
    const value = values[filter.column];
    params.push(valueText(value));
    params.push(filter.value);
    parts.push(
      `coalesce(${filterSql(filter, column, `$${params.length - 1}::text`, `$${params.length}::text`)}, false)`,
    );
  }
  const { rows } = await db.query<{ ok: boolean }>(`select ${parts.join(' and ')} as ok`, params);
  return rows[0]?.ok === true;
}

/**
 * Checks a filter against the table at subscribe time: the column exists, the subscriber's role may select it
 * (Realtime's subscription_check_filters), and the value has its type.
 */
export async function checkFilter(
  db: Queryable,
  table: PublishedTable,
  filter: ChangeFilter,
  selectable: ReadonlySet<string>,
): Promise<string | null> {
  const column = table.columns.find((c) => c.name === filter.column);
  if (!column || !selectable.has(column.name)) return `invalid column for filter ${filter.column}`;
  try {
    await db.query(`select ${filterSql(filter, column, 'null::text', '$1::text')}`, [filter.value]);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Whether the subscriber may see the changed row, decided by the table's policies under their role and
 * claims. Inserts and updates: the row is looked up by its key as the subscriber (Realtime's walrus does
 * the same). Deletes: the row is gone, so the select policies that apply to the role are evaluated on the
 * old row (Realtime sends deletes to every subscriber; the emulator does not).
 */
export async function visibleTo(
  db: Database,
  caller: Caller,
  table: PublishedTable,
  change: Change,
): Promise<boolean> {
  if (!table.rlsEnabled || caller.role === 'service_role') return true;
  try {
    return await runAsCaller(db, caller, REQUEST, async (tx) => {
      if (change.type !== 'DELETE') {
        const keys = table.columns.filter((c) => c.isKey);
        const record = change.record ?? {};
        const where = keys
          .map((k, i) => `${ident(k.name)} = cast($${i + 1}::text as ${k.sqlType})`)
          .join(' and ');
        const { rows } = await tx.query<{ visible: boolean }>(
          `select exists (select 1 from ${table.relation} where ${where}) as visible`,
          keys.map((k) => valueText(record[k.name])),
        );
        return rows[0]?.visible === true;
      }
      return oldRowVisible(tx, caller.role, table, change.old_record ?? {});
    });
  } catch {
    // A session that ended, a policy that fails: the subscriber gets nothing.
    return false;
  }
}

async function oldRowVisible(
  tx: Queryable,
  role: string,
  table: PublishedTable,
  oldRow: Record<string, unknown>,
): Promise<boolean> {
  const { rows: policies } = await tx.query<{ permissive: boolean; qual: string | null }>(
    `select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as qual
       from pg_policy p
      where p.polrelid = $1::regclass and p.polcmd in ('r', '*')
        and (0::oid = any(p.polroles) or exists (
              select 1 from unnest(p.polroles) r where pg_has_role($2, r, 'MEMBER')))`,
    [table.relation, role],
  );
  const permissive = policies.filter((p) => p.permissive).map((p) => `(${p.qual ?? 'true'})`);
  if (permissive.length === 0) return false;
  const restrictive = policies.filter((p) => !p.permissive).map((p) => `(${p.qual ?? 'true'})`);
  const condition = [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
  const { rows } = await tx.query<{ visible: boolean }>(
    `select has_table_privilege($2, $3::regclass, 'SELECT') and exists (
       select 1 from jsonb_populate_record(null::${table.relation}, $1::jsonb) as ${ident(table.table)}
        where ${condition}) as visible`,
    [JSON.stringify(oldRow), role, table.relation],
  );
  return rows[0]?.visible === true;
}

/** The `data` of a postgres_changes message for one role (and one `select` list), as Realtime builds it. */
export async function changeData(
  tables: PublishedTables,
  table: PublishedTable,
  change: Change,
  role: string,
  select: string[] | null,
): Promise<Record<string, unknown>> {
  const selectable = await tables.selectableColumns(table, role);
  const base = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
  };
  const keys = table.columns.filter((c) => c.isKey);
  if (change.type !== 'DELETE') {
    if (keys.length === 0)
      return { ...base, columns: [], errors: ['Error 400: Bad Request, no primary key'] };
    if (keys.some((k) => !selectable.has(k.name)))
      return { ...base, columns: [], errors: ['Error 401: Unauthorized'] };
  }
  const shown = table.columns.filter(
    (c) => selectable.has(c.name) && (select === null || select.includes(c.name) || c.isKey),
  );
  const names = shown.map((c) => c.name);
  const data: Record<string, unknown> = {
    ...base,
    columns: shown.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = pick(change.record ?? {}, names);
  if (change.type === 'UPDATE') {
    const old = oldIdentity(change, table);
    data.old_record = old ? pick(old, names) : null;
  }
  if (change.type === 'DELETE') {
    const old = oldIdentity(change, table) ?? {};
    // With row-level security Realtime cannot secure a deleted row, so only its key is sent.
    data.old_record = pick(
      old,
      table.rlsEnabled ? keys.map((k) => k.name).filter((n) => names.includes(n)) : names,
    );
  }
  return data;
}
