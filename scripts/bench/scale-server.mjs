// One process of the scale load (scale-load.mjs), on the kept scale database:
//   node scripts/bench/scale-server.mjs emulator <database url>                 → the Supabase emulator
//   node scripts/bench/scale-server.mjs api <database url> <supabase url>       → one API replica
// Prints one JSON line with its URL(s) once it listens; shuts down when its standard input closes (the parent
// exits) or on SIGTERM. The per-member limit of Ask AI (30 a minute) is lifted in the API replicas, as the
// bench's sign-in limits are in the emulator: the load measures the server, not the limit.
import { buildApi, createPgDb, createTokenCipher } from '@aide/api';
import { startEmulator } from '@aide/supabase-emulator';
import { AUTOMATION_AUTH } from '../local-stack.mjs';
import { SCALE_TOKEN_KEY } from './scale.mjs';

const [role, databaseUrl, supabaseUrl] = process.argv.slice(2);
const db = createPgDb({ connectionString: databaseUrl });
let close;
if (role === 'emulator') {
  const emulator = await startEmulator({ db, port: 0, auth: AUTOMATION_AUTH });
  close = () => emulator.close();
  process.stdout.write(`${JSON.stringify({ supabaseUrl: emulator.url, anonKey: emulator.anonKey })}\n`);
} else {
  const api = buildApi({
    db,
    supabaseUrl,
    allowedOrigins: [],
    tokenCipher: createTokenCipher(SCALE_TOKEN_KEY),
    rateLimits: { chatPerMinute: 1_000_000, textParsingPerMinute: 30, emailsPerHour: 20 },
  });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  close = () => api.close();
  process.stdout.write(`${JSON.stringify({ apiUrl })}\n`);
}

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  Promise.resolve(close())
    .then(() => db.close())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.stdin.on('end', shutdown).resume();
