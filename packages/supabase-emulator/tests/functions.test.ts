// Edge Functions at /functions/v1/<name> from a functions folder in the Supabase CLI layout: Deno-style handlers
// on Node, verify_jwt from config.toml, the function's own CORS, errors as supabase-js reads them; and the
// product's nylas-webhooks function from supabase/functions.
import { createHmac } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';
import { startTestEmulator } from './support/test-emulator.js';

const FUNCTIONS: Record<string, string> = {
  // Deno's std serve, a relative import of shared code, JSON in and out.
  'hello/index.ts': `import { serve } from 'https://deno.land/std@0.177.0/http/server.ts';
import { corsHeaders } from '../_shared/cors.ts';
interface Greeting { name?: string }
serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const text = await req.text();
  const body: Greeting = text ? JSON.parse(text) : {};
  return new Response(JSON.stringify({
    message: \`Hello \${body.name ?? 'world'}\`,
    path: new URL(req.url).pathname,
    secret: Deno.env.get('GREETING_SECRET') ?? null,
    hasServiceKey: !!Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
    caller: req.headers.get('authorization')?.slice(0, 7) ?? null,
  }), { headers: { ...corsHeaders, 'content-type': 'application/json' } });
});
`,
  '_shared/cors.ts': `export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};
`,
  // Deno.serve, a 4xx of its own, a thrown error, bytes echoed.
  'teapot/index.ts': `Deno.serve(async (req) => {
  const url = new URL(req.url);
  if (url.pathname.endsWith('/crash')) throw new Error('boom');
  if (req.method === 'PUT') return new Response(new Uint8Array(await req.arrayBuffer()), { status: 201 });
  return Response.json({ error: 'short and stout' }, { status: 418 });
});
`,
  'broken/index.ts': `import { nothing } from './missing.ts';
Deno.serve(() => new Response(String(nothing)));
`,
};

let dir: string;
const { t } = emulatorSuite({
  start: async () => {
    dir = await mkdtemp(join(tmpdir(), 'aide-functions-test-'));
    for (const [file, code] of Object.entries(FUNCTIONS)) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), code);
    }
    await writeFile(join(dir, '.env'), 'GREETING_SECRET="from .env"\n');
    return startTestEmulator({ functions: { dir } });
  },
  signIn: ['sam'],
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('invokes a function with a session, relative imports and its .env, at /<name> as on Supabase', async () => {
  const sam = await t.signIn('sam');
  const { data, error } = await sam.functions.invoke('hello', { body: { name: 'Sam' } });
  expect(error).toBeNull();
  expect(data).toEqual({
    message: 'Hello Sam',
    path: '/hello',
    secret: 'from .env',
    hasServiceKey: true,
    caller: 'Bearer ',
  });
  // The anon key as bearer (what supabase-js sends without a session) passes verify_jwt too.
  expect((await t.client().functions.invoke('hello')).data).toMatchObject({ message: 'Hello world' });
});

it('refuses a caller without a valid JWT as the relay does, and passes the CORS of the function', async () => {
  const missing = await fetch(`${t.emulator.url}/functions/v1/hello`, { method: 'POST' });
  expect(missing.status).toBe(401);
  expect(missing.headers.get('x-relay-error')).toBe('true');
  const forged = t.client();
  forged.functions.setAuth('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl');
  const { error } = await forged.functions.invoke('hello');
  expect(error).toBeInstanceOf(FunctionsRelayError);

  const preflight = await fetch(`${t.emulator.url}/functions/v1/hello`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  });
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
});

it("answers the function's errors as FunctionsHttpError, and crashes, missing and broken functions", async () => {
  const { data, error } = await t.client().functions.invoke('teapot');
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const context = (error as FunctionsHttpError).context as Response;
  expect(context.status).toBe(418);
  expect(await context.json()).toEqual({ error: 'short and stout' });

  const bytes = new Uint8Array([0, 1, 2, 250, 255]);
  const echoed = await fetch(`${t.emulator.url}/functions/v1/teapot`, {
    method: 'PUT',
    body: bytes,
    headers: { authorization: `Bearer ${t.emulator.anonKey}`, 'content-type': 'application/octet-stream' },
  });
  expect(echoed.status).toBe(201);
  expect(new Uint8Array(await echoed.arrayBuffer())).toEqual(bytes);

  const auth = { authorization: `Bearer ${t.emulator.anonKey}` };
  const crash = await fetch(`${t.emulator.url}/functions/v1/teapot/crash`, { headers: auth });
  expect(crash.status).toBe(500);
  expect(await crash.json()).toMatchObject({ code: 'WORKER_ERROR' });
  const missing = await fetch(`${t.emulator.url}/functions/v1/nope`, { headers: auth });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  const shared = await fetch(`${t.emulator.url}/functions/v1/_shared`, { headers: auth });
  expect(shared.status).toBe(404);
  const broken = await fetch(`${t.emulator.url}/functions/v1/broken`, { headers: auth });
  expect(broken.status).toBe(503);
  expect(await broken.json()).toMatchObject({ code: 'BOOT_ERROR' });
});

it('reloads a function whose file changed', async () => {
  const sam = await t.signIn('sam');
  await writeFile(join(dir, 'teapot', 'index.ts'), `Deno.serve(() => Response.json({ version: 2 }));\n`);
  const { data } = await sam.functions.invoke('teapot');
  expect(data).toEqual({ version: 2 });
});

describe('nylas-webhooks (supabase/functions)', () => {
  const SECRET = 'test-webhook-secret';
  const { t: product } = emulatorSuite({
    start: { functions: { env: { NYLAS_WEBHOOK_SECRET: SECRET } } },
    seed: (started) =>
      started.db.query(
        `insert into public.email_connections (organization_id, user_id, provider, email)
         values ($1, $2, 'google', 'sam@northwind.test')`,
        [DEMO.organizations.northwind, DEMO.users.sam.id],
      ),
  });
  const url = () => `${product.emulator.url}/functions/v1/nylas-webhooks`;
  const notify = (body: string, signature: string) =>
    fetch(url(), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-nylas-signature': signature },
    });
  const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

  it("echoes Nylas's challenge and marks a mailbox disconnected when its grant expires, signed only", async () => {
    const challenge = await fetch(`${url()}?challenge=abc123`);
    expect(await challenge.text()).toBe('abc123');

    const body = JSON.stringify({
      type: 'grant.expired',
      data: { object: { grant_id: 'g1', provider: 'google', email: 'Sam@Northwind.test' } },
    });
    expect((await notify(body, 'not-the-signature')).status).toBe(401);
    const { rows: before } = await product.db.query(`select status from public.email_connections`);
    expect(before).toEqual([{ status: 'connected' }]);

    const accepted = await notify(body, sign(body));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, disconnected: 1 });
    const { rows } = await product.db.query(`select status from public.email_connections`);
    expect(rows).toEqual([{ status: 'disconnected' }]);

    const other = JSON.stringify({ type: 'message.created', data: { object: {} } });
    expect(await (await notify(other, sign(other))).json()).toEqual({ received: true, disconnected: 0 });
  });
});
