// `pnpm start`: the whole product on its embedded default. Data persists under .data/ between runs.
import path from 'node:path';
import { REPO_ROOT, startLocalStack } from './local-stack.mjs';

const dataDir = path.resolve(process.env.DATA_DIR || path.join(REPO_ROOT, '.data'));
const stack = await startLocalStack({ dataDir, logLevel: process.env.LOG_LEVEL || 'info' });

console.log(`
  Aide is running on its embedded default (data in ${path.relative(process.cwd(), dataDir) || dataDir})

    App              ${stack.urls.shell}
    Outbound remote  ${stack.urls.outbound}   (standalone page)
    Inbound remote   ${stack.urls.inbound}   (standalone page)
    Aide API         ${stack.urls.api}
    Supabase (local) ${stack.urls.supabase}

  Demo accounts: sam@northwind.test / Northwind-demo-1 (outbound), ivy@contoso.test / Contoso-demo-1 (inbound).
  Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.close();
    process.exit(0);
  });
}
