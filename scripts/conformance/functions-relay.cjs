/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by jest */
// Stands in for functions-js's test/relay/container.ts (mapped by the harness's jest config): where the suite
// starts the supabase/deno-relay image with testcontainers, this starts the embedded backend's Edge Functions
// server (`aide-functions-serve`, packages/supabase-emulator/src/functions) on a free port for the same
// function folder, JWT secret and origin. Same exports and shapes: runRelay(slug, jwtSecret, denoOrigin, env)
// resolves to a Relay whose container.getMappedPort(8081) is that port and whose stop() ends it.
const { spawn } = require('node:child_process');
const path = require('node:path');

const SERVE_CLI = process.env.CONFORMANCE_FUNCTIONS_CLI;

class Relay {
  constructor(child, port, id) {
    this.child = child;
    this.id = id;
    this.container = { getMappedPort: () => port };
    this.execCache = Promise.resolve({ exitCode: 0, output: '' });
    this.execRun = new Promise((resolve) =>
      child.once('exit', (exitCode) => resolve({ exitCode: exitCode ?? 0, output: '' })),
    );
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

async function runRelay(slug, jwtSecret, denoOrigin = 'http://localhost:8000', env) {
  if (!SERVE_CLI) throw new Error('CONFORMANCE_FUNCTIONS_CLI is not set: run through scripts/conformance');
  const envVars = Object.fromEntries(env ?? []);
  const child = spawn(
    process.execPath,
    [
      SERVE_CLI,
      '--functions-dir',
      path.resolve('test/functions'),
      '--only',
      slug,
      '--port',
      '0',
      '--jwt-secret',
      envVars.JWT_SECRET ?? jwtSecret,
      '--origin',
      envVars.DENO_ORIGIN ?? denoOrigin,
      '--root-paths',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...envVars } },
  );
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = /listening on http:\/\/[^:]+:(\d+)/i.exec(out);
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`function server for ${slug} exited (${code}): ${out}${errors}`)),
    );
  });
  globalThis.__conformancePorts?.add(port);
  return new Relay(child, port, `${slug}-${port}`);
}

module.exports = { Relay, runRelay };
