import { stringify } from 'csv-stringify/sync';
import type { Db, Queryable } from '../../db/db.js';
import {
  organizationObjects,
  downloadObject,
  EXPORTS_BUCKET,
  uploadExport,
  type PlatformStorage,
} from './platform-storage.js';
import { writeZip, type ZipEntry } from './zip-writer.js';

export interface PlatformExportJob {
  exportId: string;
}

interface TableColumns {
  table_name: string;
  /** The columns the organization's members may read themselves (secrets stay behind). */
  columns: string[];
  /** The column naming the organization: `id` for the organization's own row. */
  key: string;
}

/**
 * The organization's tables: every public table with an organization_id (and the organizations table by its
 * id), each with the columns its members may select. Tables of the platform itself are not the company's.
 */
async function exportedTables(db: Queryable): Promise<TableColumns[]> {
  const { rows } = await db.query<TableColumns>(`
    select c.relname as table_name,
           array_agg(a.attname::text order by a.attnum) as columns,
           case when c.relname = 'aide_organizations' then 'id' else 'organization_id' end as key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r'
       and c.relname not like 'aide\\_platform\\_%'
       and (c.relname = 'aide_organizations' or exists (
             select 1 from pg_attribute o where o.attrelid = c.oid and o.attname = 'organization_id'))
       and has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT')
     group by c.relname
     order by c.relname`);
  return rows;
}

/** A CSV cell: text as it is, JSON for structured values (jsonb, arrays), empty for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

async function tableCsv(db: Queryable, table: TableColumns, organizationId: string) {
  const columns = table.columns.map((column) => `t.${quoteIdent(column)}`).join(', ');
  // Each row as JSON, so values read the same from PGlite and PostgreSQL (timestamps, numerics, arrays).
  const { rows } = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(r) as row from (select ${columns} from public.${quoteIdent(table.table_name)} t
       where t.${quoteIdent(table.key)} = $1 order by 1) r`,
    [organizationId],
  );
  const csv = stringify(
    rows.map(({ row }) => table.columns.map((column) => cell(row[column]))),
    { header: true, columns: table.columns },
  );
  return { csv, count: rows.length };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function setProgress(db: Db, exportId: string, progress: number): Promise<void> {
  await db.query(
    `update public.aide_platform_exports set progress = $2 where id = $1 and status = 'running'`,
    [exportId, Math.min(99, Math.round(progress))],
  );
}

/**
 * The export job: every table's rows of the organization as CSV (one file per table), a manifest, and its
 * Storage files, zipped into the private 'platform-exports' bucket under `<organization>/<export>.zip`. The
 * row shows running with a progress, then done (with the file's size) or failed (with the reason).
 */
export async function runPlatformExport(
  db: Db,
  storage: PlatformStorage | null,
  { exportId }: PlatformExportJob,
): Promise<void> {
  const { rows } = await db.query<{ organization_id: string; name: string; plan: string }>(
    `update public.aide_platform_exports e set status = 'running', progress = 0, error = null
       from public.aide_organizations o
      where e.id = $1 and e.status in ('queued', 'running') and o.id = e.organization_id
      returning e.organization_id, o.name, o.aide_plan as plan`,
    [exportId],
  );
  const job = rows[0];
  if (!job) return;
  try {
    if (!storage) throw new Error('The worker needs SUPABASE_SERVICE_ROLE_KEY to read and store files.');
    const entries: ZipEntry[] = [];
    const tables = await exportedTables(db);
    const objects = (await organizationObjects(db, job.organization_id)).filter(
      (object) => object.bucket !== EXPORTS_BUCKET,
    );
    const steps = tables.length + objects.length + 1;
    const manifestTables: { table: string; file: string; rows: number; columns: string[] }[] = [];
    for (const [index, table] of tables.entries()) {
      const { csv, count } = await tableCsv(db, table, job.organization_id);
      const file = `tables/${table.table_name}.csv`;
      entries.push({ path: file, bytes: Buffer.from(csv, 'utf8') });
      manifestTables.push({ table: table.table_name, file, rows: count, columns: table.columns });
      await setProgress(db, exportId, ((index + 1) / steps) * 100);
    }
    const manifestFiles: { bucket: string; name: string; file: string; bytes: number }[] = [];
    for (const [index, object] of objects.entries()) {
      const bytes = await downloadObject(storage, object);
      const file = `files/${object.bucket}/${object.name}`;
      entries.push({ path: file, bytes });
      manifestFiles.push({ bucket: object.bucket, name: object.name, file, bytes: bytes.length });
      await setProgress(db, exportId, ((tables.length + index + 1) / steps) * 100);
    }
    const exportedAt = new Date();
    const manifest = {
      format: 'aide-organization-export/1',
      exported_at: exportedAt.toISOString(),
      export_id: exportId,
      organization: { id: job.organization_id, name: job.name, plan: job.plan },
      tables: manifestTables,
      files: manifestFiles,
      notes:
        'One CSV per table with the columns members can read (encrypted connection secrets are not ' +
        'exported); values as PostgreSQL shows them, JSON for structured values. Files keep their Storage names.',
    };
    entries.unshift({ path: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2), 'utf8') });
    const zip = writeZip(entries, exportedAt);
    const path = `${job.organization_id}/${exportId}.zip`;
    await uploadExport(storage, path, zip);
    await db.query(
      `update public.aide_platform_exports
          set status = 'done', progress = 100, object_path = $2, size_bytes = $3, finished_at = now()
        where id = $1`,
      [exportId, path, zip.length],
    );
  } catch (error) {
    await db.query(
      `update public.aide_platform_exports set status = 'failed', error = left($2, 1000), finished_at = now()
        where id = $1`,
      [exportId, (error as Error).message || 'The export failed.'],
    );
  }
}
