import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/queryable.js';

/**
 * Where object bytes live, keyed by the object's version (a new uuid per upload): Storage's metadata rows
 * stay in storage.objects, the bytes here. A directory on disk when the emulator has one (a data dir), else
 * the emulator_private.storage_blobs table of the same database.
 */
export interface BlobStore {
  put(version: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the version has none. */
  get(version: string): Promise<Buffer | undefined>;
  remove(versions: string[]): Promise<void>;
}

const SAFE_VERSION = /^[0-9a-f-]{36}$/;

export function diskBlobStore(dir: string): BlobStore {
  const file = (version: string) => {
    // Versions are uuids the emulator made; anything else never names a file.
    if (!SAFE_VERSION.test(version)) throw new Error(`Not a blob version: ${version}`);
    return join(dir, version.slice(0, 2), version);
  };
  return {
    async put(version, bytes) {
      const path = file(version);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(version) {
      try {
        return await readFile(file(version));
      } catch {
        return undefined;
      }
    },
    async remove(versions) {
      await Promise.all(versions.map((v) => rm(file(v), { force: true })));
    },
  };
}

export function tableBlobStore(db: Database): BlobStore {
  return {
    async put(version, bytes) {
      await db.query('insert into emulator_private.storage_blobs (version, bytes) values ($1, $2)', [
        version,
        bytes,
      ]);
    },
    async get(version) {
      const { rows } = await db.query<{ bytes: Uint8Array }>(
        'select bytes from emulator_private.storage_blobs where version = $1',
        [version],
      );
      const bytes = rows[0]?.bytes;
      return bytes ? Buffer.from(bytes) : undefined;
    },
    async remove(versions) {
      if (versions.length === 0) return;
      await db.query('delete from emulator_private.storage_blobs where version = any($1::text[])', [
        versions,
      ]);
    },
  };
}
