import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits in src/ (jest, tsc --noEmit) or dist/ (built): either way the package is one level up.
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const platformSqlPath = join(packageDir, 'sql', 'platform.sql');

/** The repository root: the nearest ancestor of this package holding the Supabase CLI folder. */
export function findRepoRoot(): string {
  let dir = packageDir;
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'migrations'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No supabase/migrations folder above ${packageDir}`);
    dir = parent;
  }
}
