#!/usr/bin/env node
import { join } from 'node:path';
import { openDatabase } from './db/open-database.js';
import { findRepoRoot } from './paths.js';
import { startEmulator } from './start-emulator.js';

// Local Supabase for development: database persisted in <repo>/.data/db, signing key in <repo>/.data/keys,
// Storage's files in <repo>/.data/storage.
const root = findRepoRoot();
const started = Date.now();
const db = await openDatabase({ dataDir: join(root, '.data', 'db') });
const emulator = await startEmulator({
  db,
  port: Number(process.env.SUPABASE_EMULATOR_PORT ?? 54321),
  keyDir: join(root, '.data', 'keys'),
  storage: { dir: join(root, '.data', 'storage') },
});
console.log(`Supabase emulator ready in ${Date.now() - started} ms`);
console.log(`  API URL:          ${emulator.url}`);
console.log(`  anon key:         ${emulator.anonKey}`);
console.log(
  `  service_role key: ${emulator.serviceRoleKey}   (scripts and the admin API on this machine only)`,
);
console.log(`  JWKS:             ${emulator.jwksUrl}`);
console.log(`  Functions:        ${emulator.functionsUrl}`);
console.log(`  Outboxes:         ${emulator.url}/outbox, ${emulator.url}/outbox/sms`);

const stop = async () => {
  await emulator.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
