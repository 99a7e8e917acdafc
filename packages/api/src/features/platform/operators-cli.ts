// `pnpm --filter @aide/api operators add|remove|list [email]` (after `pnpm --filter @aide/api build`): grants
// and takes back platform operators in the database of DATABASE_URL (a hosted project: the first step after
// `supabase db push`, docs/deploy.md), or, without it, in the embedded database under .data/ (stop
// `pnpm start` first: the embedded database is one process's at a time).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/db.js';
import { createPgDb } from '../../db/pg-db.js';
import { createPgliteDb } from '../../db/pglite-db.js';
import { OperatorInputError, operatorsStore } from './operators-store.js';

const USAGE = `Usage: pnpm --filter @aide/api operators <add|remove|list> [email]
  add <email>     grant platform operator rights (the address may sign up, or sign in, to the console)
  remove <email>  take them back (an account of no organization is signed out at once)
  list            every operator, whether they have an account and an authenticator
Database: DATABASE_URL, else the embedded one under DATA_DIR (default <repo>/.data; stop pnpm start first).`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

async function openDb(): Promise<{ db: Db; close: () => Promise<void>; where: string }> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const db = createPgDb({ connectionString: url, max: 1 });
    return { db, close: () => db.close(), where: new URL(url).host };
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'db');
  const { openDatabase } = await import('@aide/supabase-emulator');
  const database = await openDatabase({ dataDir });
  return { db: createPgliteDb(database), close: () => database.close(), where: dataDir };
}

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (!command || !['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const { db, close, where } = await openDb();
  try {
    const store = operatorsStore(db, `operators command (${os.userInfo().username})`);
    if (command === 'list') {
      const operators = await store.list();
      if (operators.length === 0) console.log(`No platform operators in ${where}.`);
      for (const operator of operators) {
        const account = operator.has_account
          ? operator.mfa_enabled
            ? 'account with authenticator'
            : 'account, no authenticator yet'
          : 'no account yet';
        console.log(
          `${operator.email}\t${account}\tgranted ${operator.created_at} by ${operator.granted_by}`,
        );
      }
      return 0;
    }
    if (command === 'add') {
      const added = await store.add(email!);
      console.log(
        added
          ? `${email} is a platform operator. They sign in (or sign up) at the app and set up an authenticator under Security; the console is at /platform.`
          : `${email} already is a platform operator.`,
      );
      return 0;
    }
    const removed = await store.remove(email!);
    console.log(
      removed ? `${email} is no longer a platform operator.` : `${email} was not a platform operator.`,
    );
    return removed ? 0 : 1;
  } catch (error) {
    if (error instanceof OperatorInputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('aide operators:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
