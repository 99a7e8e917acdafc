// `node packages/api/dist/local-cli.js`: the whole backend on one machine with persisted data under <repo>/.data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseLlmConfig,
  parseMergeConfig,
  parseNylasConfig,
  parsePort,
  parsePublicApiUrl,
} from './config.js';
import { startLocalBackend } from './local-backend.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const backend = await startLocalBackend({
    dataDir: path.join(dataDir, 'db'),
    keyDir: path.join(dataDir, 'keys'),
    apiPort: parsePort('API_PORT', process.env.API_PORT, 5000),
    emulatorPort: parsePort('SUPABASE_EMULATOR_PORT', process.env.SUPABASE_EMULATOR_PORT, 54321),
    nylas: parseNylasConfig(process.env),
    publicApiUrl: parsePublicApiUrl(process.env.PUBLIC_API_URL),
    merge: parseMergeConfig(process.env),
    llm: parseLlmConfig(process.env),
    logLevel: process.env.LOG_LEVEL?.trim() || 'info',
  });
  console.log(`Supabase emulator  ${backend.supabaseUrl}`);
  console.log(`Supabase anon key  ${backend.anonKey}`);
  console.log(`Aide API           ${backend.apiUrl}`);
  console.log(`Data               ${dataDir}`);

  // Graceful: requests in flight, then the jobs in hand, then the database. A second signal does not wait.
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('Stopping: finishing requests and jobs in flight (press Ctrl+C again to quit now)');
    await backend.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('aide local backend: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
