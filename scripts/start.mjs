// `pnpm start`: the whole product on its embedded default. Data persists under .data/ between runs.
import path from 'node:path';
import { LOCAL_SERVICE_ROLE_KEY } from '@aide/supabase-emulator';
import { REPO_ROOT, startLocalStack } from './local-stack.mjs';

const dataDir = path.resolve(process.env.DATA_DIR || path.join(REPO_ROOT, '.data'));
const stack = await startLocalStack({ dataDir, logLevel: process.env.LOG_LEVEL || 'info' });

console.log(`
  Aide is running on its embedded default (data in ${path.relative(process.cwd(), dataDir) || dataDir})

    App              ${stack.urls.shell}
    Outbound remote  ${stack.urls.outbound}   (standalone page)
    Inbound remote   ${stack.urls.inbound}   (standalone page)
    Platform remote  ${stack.urls.platform}   (standalone page; the console is ${stack.urls.shell}/platform)
    Aide API         ${stack.urls.api}
    Supabase (local) ${stack.urls.supabase}   (outbox: ${stack.urls.supabase}/outbox)

    anon key          ${stack.anonKey}
    service_role key  ${LOCAL_SERVICE_ROLE_KEY}   (scripts and the admin API on this machine only)

  Demo accounts: sam@northwind.test / Northwind-demo-1 (outbound), ivy@contoso.test / Contoso-demo-1 (inbound),
  ops@aide.test / Ops-demo-1 + TOTP key OPSDEMOAIDEPLATFORMCONSOLE234567 (platform console).
  \`pnpm status\` prints these URLs and keys again. Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.close();
    process.exit(0);
  });
}
