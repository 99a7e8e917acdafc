// The stack Playwright starts: built apps + embedded backend on a fresh in-memory database.
import { startLocalStack } from './local-stack.mjs';

const stack = await startLocalStack();
console.log(`e2e stack ready at ${stack.urls.shell}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stack.close().then(() => process.exit(0)));
