// packages/api-contract/src/database.ts types supabase-js in the apps (createClient<Database>). It is generated
// from the migrations: a migration changed without regenerating it fails here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { openDatabase } from '../src/db/open-database.js';
import { findRepoRoot } from '../src/paths.js';
import { generateDatabaseTypes } from '../src/typegen/database-types.js';

const FILE = join(findRepoRoot(), 'packages', 'api-contract', 'src', 'database.ts');
const STALE =
  'database.ts is stale: run `pnpm --filter @aide/supabase-emulator db-types` and commit the result.';

describe('the generated Database types', () => {
  it('match the migrated schema', async () => {
    const db = await openDatabase();
    try {
      const generated = await prettier.format(await generateDatabaseTypes(db), {
        ...(await prettier.resolveConfig(FILE)),
        filepath: FILE,
      });
      const committed = await readFile(FILE, 'utf8');
      expect({ types: committed, note: STALE }).toEqual({ types: generated, note: STALE });
      // What supabase-js relies on: rows, inserts with defaults optional, and relationships.
      expect(generated).toMatch(/aide_intake_emails: \{\n\s+Row: \{[^}]*status: string;/);
      expect(generated).toMatch(/Insert: \{[^}]*id\?: string;[^}]*organization_id: string;/);
      expect(generated).toContain("referencedRelation: 'aide_organizations';");
    } finally {
      await db.close();
    }
  }, 60_000);
});
