// A real PostgreSQL server for the "PostgreSQL" half of the suites: PG_TEST_URL / DATABASE_URL when given,
// otherwise a temporary cluster from the installed server binaries, migrated and seeded like the emulator's
// database. (A jest globalSetup cannot be used: jest loads it as CommonJS, and the emulator is ESM only.)
import { applySchema } from '@aide/supabase-emulator';
import pg from 'pg';
import { findPostgresBinDir, startPostgresCluster } from '../../src/db/postgres-cluster.js';

const givenUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
const binDir = givenUrl ? null : findPostgresBinDir();

/** Known when tests are collected, so describe.each can list (or skip) the PostgreSQL backend. */
export const postgresAvailable = Boolean(givenUrl ?? binDir);

export const SKIP_POSTGRES_NOTE = 'PostgreSQL not found: skipping the API suite on real PostgreSQL';

/** `describe` for a suite that needs real PostgreSQL: skipped, with SKIP_POSTGRES_NOTE, when there is none. */
export function describeOnPostgres(name: string, suite: () => void): void {
  if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);
  (postgresAvailable ? describe : describe.skip)(name, suite);
}

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

// Serialises schema setup when several test files share one given server.
const SCHEMA_LOCK = 7_342_001;

/** Migrates and seeds the database unless it already is. */
async function ensureSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    const { rows } = await client.query<{ migrated: boolean }>(
      `select to_regclass('public.aide_members') is not null as migrated`,
    );
    if (!rows[0]?.migrated) await applySchema((sql) => client.query(sql), { seed: true });
  } finally {
    await client.end();
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (givenUrl) {
    await ensureSchema(givenUrl);
    return { url: givenUrl, stop: () => Promise.resolve() };
  }
  if (!binDir) throw new Error(SKIP_POSTGRES_NOTE);
  const cluster = await startPostgresCluster(binDir);
  try {
    await ensureSchema(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
