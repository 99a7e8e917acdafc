// A bench backend in its own process, so the load generator does not share the server's event loop (or its
// core): `node scripts/bench/load-server.mjs pglite|postgres` prints one JSON line with its URLs once it
// listens and shuts down when its standard input closes (the parent exits) or on SIGTERM.
import { startBenchBackend } from './backends.mjs';

const backend = await startBenchBackend(process.argv[2] ?? 'pglite');
let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  backend.close().finally(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
process.stdin.on('end', close).resume();
const { apiUrl, supabaseUrl, anonKey } = backend;
process.stdout.write(`${JSON.stringify({ apiUrl, supabaseUrl, anonKey })}\n`);
