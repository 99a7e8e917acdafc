#!/usr/bin/env node
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadKeySet } from '../signing-key.js';
import { registerFunctionRoutes } from './routes.js';

/**
 * `aide-functions-serve`: Edge Functions on their own, at `/<name>` as the edge runtime serves them behind the
 * gateway (what the conformance harness starts where functions-js's tests start a deno relay):
 *
 *   aide-functions-serve --functions-dir test/functions [--only hello] [--port 0] [--jwt-secret s]
 *     [--origin http://localhost:8000] [--no-verify-jwt]
 *
 * Prints `Listening on http://localhost:<port>` once ready.
 */
const { values } = parseArgs({
  options: {
    'functions-dir': { type: 'string' },
    only: { type: 'string', multiple: true },
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: 'localhost' },
    'jwt-secret': { type: 'string' },
    origin: { type: 'string' },
    'root-paths': { type: 'boolean', default: true },
    'no-verify-jwt': { type: 'boolean', default: false },
  },
});

const dir = values['functions-dir'];
if (!dir) {
  console.error('--functions-dir is required');
  process.exit(2);
}
const app = Fastify({ logger: { level: 'error' }, bodyLimit: 50 * 1024 * 1024 });
const key = await loadKeySet({ jwtSecret: values['jwt-secret'] ?? null });
const functions = registerFunctionRoutes(app, {
  dir,
  key,
  configFile: false,
  prefix: values['root-paths'] ? '' : '/functions/v1',
  ...(values.origin ? { origin: values.origin } : {}),
  ...(values.only ? { only: values.only } : {}),
  ...(values['no-verify-jwt'] ? { verifyJwt: false } : {}),
  supabaseEnv: () => ({}),
});
app.addHook('onClose', () => functions.close());
await app.listen({ port: Number(values.port), host: values.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : Number(values.port);
console.log(`Listening on http://localhost:${port}`);

const stop = () => void app.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
