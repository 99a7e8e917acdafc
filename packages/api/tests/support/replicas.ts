// API replicas as production runs them behind a load balancer: several API processes and one auth server on one
// deployment's database (one of deploymentBackends' openers).
import { startEmulator } from '@aide/supabase-emulator';
import { buildApi, type BuildApiOptions } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import type { StartedApi } from './api-suite.js';
import type { OpenedDeployment } from './databases.js';
import { listen } from './http.js';
import { TEST_AUTH } from './test-auth.js';

export interface RunningReplicas extends StartedApi {
  /** Each replica's URL (apiUrl is the first one's). */
  urls: string[];
  /** The deployment's database, as its owner role. */
  db: Db;
}

/** Starts `count` API replicas with `options` on the deployment `open` opens, for apiSuite. */
export async function startReplicas(
  open: () => Promise<OpenedDeployment>,
  options: Partial<BuildApiOptions> = {},
  count = 2,
): Promise<RunningReplicas> {
  const opened = await open();
  const emulator = await startEmulator({ db: opened.authDb, port: 0, auth: TEST_AUTH });
  const apis = Array.from({ length: count }, () =>
    buildApi({ db: opened.db, supabaseUrl: emulator.url, allowedOrigins: [], ...options }),
  );
  const urls: string[] = [];
  for (const api of apis) urls.push(await listen(api));
  return {
    apiUrl: urls[0]!,
    urls,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    db: opened.db,
    async close() {
      for (const api of apis) await api.close();
      await emulator.close();
      await opened.close();
    },
  };
}
