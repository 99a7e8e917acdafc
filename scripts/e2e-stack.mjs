// The stack Playwright starts: built apps + embedded backend on a fresh in-memory database, plus a small
// control server (loopback only) that lets journeys take a remote's server down and bring it back.
import http from 'node:http';
import { startLocalStack } from './local-stack.mjs';
import { serveApp } from './serve.mjs';

export const CONTROL_PORT = 3999;

const stack = await startLocalStack();

const control = http.createServer(async (req, res) => {
  const match = /^\/apps\/(shell|outbound|inbound)\/(stop|start)$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) {
    res.writeHead(404).end();
    return;
  }
  const [, name, action] = match;
  const running = stack.servers[name];
  if (action === 'stop' && running) {
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
    stack.servers[name] = null;
  }
  if (action === 'start' && !running) stack.servers[name] = await serveApp(stack.apps[name]);
  res.writeHead(204).end();
});
control.listen(CONTROL_PORT, '127.0.0.1');

console.log(`e2e stack ready at ${stack.urls.shell}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    control.close();
    stack.close().then(() => process.exit(0));
  });
}
