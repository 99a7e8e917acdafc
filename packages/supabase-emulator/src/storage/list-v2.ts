import type { FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import { asCaller, type StorageContext } from './context.js';
import { storageErrors } from './storage-error.js';

/**
 * POST /object/list-v2/<bucket> (storage-js `listV2`): { prefix, limit, cursor, with_delimiter, sortBy } →
 * { hasNext, nextCursor, nextCursorKey, folders, objects }, as Storage's listObjectsV2: names under the prefix
 * (the whole key, not one level, unless `with_delimiter` folds each sub-folder into one `folders` entry),
 * sorted by name, created_at or updated_at, pages of at most 1,000 with Storage's continuation token.
 */

interface Row {
  id: string;
  name: string;
  bucket_id: string;
  metadata: unknown;
  user_metadata: unknown;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date | null;
}

type Column = 'name' | 'created_at' | 'updated_at';

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

/** Storage's continuation token: `l:<start after>\no:<order>\nc:<column>\na:<column value>`, base64. */
const PARTS: Record<string, keyof Cursor> = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
};

function encodeCursor(cursor: Cursor): string {
  const text = Object.entries(PARTS)
    .filter(([, key]) => cursor[key])
    .map(([letter, key]) => `${letter}:${cursor[key]}`)
    .join('\n');
  return Buffer.from(text).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(part);
    const key = match ? PARTS[match[1] ?? ''] : undefined;
    if (!match || !key) throw storageErrors.invalidParameter('continuation token');
    cursor[key] = match[2] ?? '';
  }
  return cursor;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function listObjectsV2(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  body: Record<string, unknown>,
) {
  const prefix = typeof body.prefix === 'string' ? body.prefix : '';
  const limit = Math.min(
    Number.isInteger(body.limit) && (body.limit as number) > 0 ? (body.limit as number) : 1000,
    1000,
  );
  const delimiter = body.with_delimiter === true ? '/' : undefined;
  const cursor = typeof body.cursor === 'string' && body.cursor ? decodeCursor(body.cursor) : undefined;
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = (cursor?.sortColumn ??
    (['name', 'created_at', 'updated_at'].includes(String(sortBy.column))
      ? String(sortBy.column)
      : 'name')) as Column;
  const order = (cursor?.sortOrder ?? (sortBy.order === 'desc' ? 'desc' : 'asc')) === 'desc' ? 'desc' : 'asc';

  const rows = await asCaller(ctx, caller, request, async (tx) => {
    const { rows: found } = await tx.query<Row>(
      `select id, name, bucket_id, metadata, user_metadata, created_at, updated_at, last_accessed_at
         from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
      [bucketId, prefix],
    );
    return found;
  });

  const sign = order === 'desc' ? -1 : 1;
  const valueOf = (row: Row) => (column === 'name' ? row.name : new Date(row[column]).toISOString());
  const compare = (a: Row, b: Row) => {
    const byColumn = valueOf(a) < valueOf(b) ? -1 : valueOf(a) > valueOf(b) ? 1 : 0;
    const byName = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    return sign * (byColumn || byName);
  };
  let ordered = rows.sort(compare);
  if (cursor) {
    const after = { name: cursor.startAfter, value: cursor.sortColumnAfter ?? cursor.startAfter };
    ordered = ordered.filter((row) => {
      // A folder cursor (`a/`) skips everything in that folder.
      if (cursor.startAfter.endsWith('/') && row.name.startsWith(cursor.startAfter)) return false;
      const value = column === 'name' ? row.name : valueOf(row);
      const byColumn = value < after.value ? -1 : value > after.value ? 1 : 0;
      const byName = row.name < after.name ? -1 : row.name > after.name ? 1 : 0;
      return sign * (byColumn || byName) > 0;
    });
  }

  type Entry = { folder: string } | { row: Row };
  const entries: Entry[] = [];
  const seenFolders = new Set<string>();
  for (const row of ordered) {
    const rest = row.name.slice(prefix.length);
    const index = delimiter ? rest.indexOf(delimiter) : -1;
    if (index >= 0) {
      const folder = row.name.slice(0, prefix.length + index + 1);
      if (!seenFolders.has(folder)) {
        seenFolders.add(folder);
        entries.push({ folder });
      }
    } else {
      entries.push({ row });
    }
    if (entries.length > limit) break;
  }
  const hasNext = entries.length > limit;
  const page = entries.slice(0, limit);
  const folders = page.flatMap((entry) =>
    'folder' in entry ? [{ key: entry.folder.replace(/\/$/, ''), name: entry.folder }] : [],
  );
  const objects = page.flatMap((entry) =>
    'row' in entry
      ? [
          {
            id: entry.row.id,
            key: entry.row.name,
            name: entry.row.name,
            updated_at: iso(entry.row.updated_at),
            created_at: iso(entry.row.created_at),
            last_accessed_at: iso(entry.row.last_accessed_at),
            metadata: entry.row.metadata,
            user_metadata: entry.row.user_metadata,
          },
        ]
      : [],
  );
  let nextCursor: string | undefined;
  let nextCursorKey: string | undefined;
  const last = page.at(-1);
  if (hasNext && last) {
    const name = 'folder' in last ? last.folder : last.row.name;
    nextCursor = encodeCursor({
      startAfter: name,
      sortOrder: order,
      sortColumn: column,
      sortColumnAfter: column !== 'name' && 'row' in last ? valueOf(last.row) : undefined,
    });
    nextCursorKey = name;
  }
  return { hasNext, ...(nextCursor ? { nextCursor, nextCursorKey } : {}), folders, objects };
}
