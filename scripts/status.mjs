// `pnpm status`: the local URLs and keys of a running stack (`pnpm start`), as `supabase status` prints them, for
// scripts and tools that talk to the embedded backend (the admin API wants the service-role key). The keys are
// the emulator's fixed local ones: public, local-only, and never served to browsers. Exits 1 when nothing answers.
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@aide/supabase-emulator';
import { PORTS } from './local-stack.mjs';

const origin = (port) => `http://localhost:${port}`;
const supabase = process.env.SUPABASE_URL || origin(PORTS.supabase);

/** Whether something answers at `url` (any HTTP status counts), within a second. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const services = [
  { name: 'App', url: origin(PORTS.shell), probe: origin(PORTS.shell) },
  {
    name: 'Outbound remote',
    url: origin(PORTS.outbound),
    probe: `${origin(PORTS.outbound)}/mf-manifest.json`,
  },
  { name: 'Inbound remote', url: origin(PORTS.inbound), probe: `${origin(PORTS.inbound)}/mf-manifest.json` },
  { name: 'Aide API', url: origin(PORTS.api), probe: `${origin(PORTS.api)}/healthz` },
  { name: 'Supabase API URL', url: supabase, probe: `${supabase}/auth/v1/health` },
];
const up = await Promise.all(services.map((service) => answers(service.probe)));
const supabaseUp = up.at(-1);

const rows = [
  ...services.map((service, i) => [service.name, `${service.url}${up[i] ? '' : '   (not running)'}`]),
  ['REST URL', `${supabase}/rest/v1`],
  ['Storage URL', `${supabase}/storage/v1`],
  ['Realtime URL', `${supabase.replace(/^http/, 'ws')}/realtime/v1`],
  ['Functions URL', `${supabase}/functions/v1`],
  ['JWKS URL', `${supabase}/auth/v1/.well-known/jwks.json`],
  ['Email outbox', `${supabase}/outbox`],
  ['SMS outbox', `${supabase}/outbox/sms`],
  ['Mail catcher', `${supabase}/mail`],
  ['anon key', `${LOCAL_ANON_KEY}   (publishable)`],
  ['service_role key', `${LOCAL_SERVICE_ROLE_KEY}   (secret)`],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `\n${rows.map(([name, value]) => `  ${name.padStart(width)}: ${value}`).join('\n')}\n\n` +
    "  The keys are the embedded backend's fixed local ones (public, local only). The service_role key is for\n" +
    '  scripts and the admin API on this machine: never put it in a browser or a deployed app.\n',
);
if (!supabaseUp) {
  console.error('  Supabase (local) is not running: start the stack with `pnpm start`.\n');
  process.exitCode = 1;
}
