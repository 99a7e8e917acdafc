// `pnpm --filter @aide/supabase-emulator db-types`: writes packages/api-contract/src/database.ts from the
// migrated embedded database (the migrations as `supabase db push` applies them).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../db/open-database.js';
import { findRepoRoot } from '../paths.js';
import { generateDatabaseTypes } from './database-types.js';

export const DATABASE_TYPES_FILE = join(findRepoRoot(), 'packages', 'api-contract', 'src', 'database.ts');

const db = await openDatabase();
try {
  await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes(db));
  console.log(`Wrote ${DATABASE_TYPES_FILE}`);
} finally {
  await db.close();
}
