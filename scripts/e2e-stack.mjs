// The stack Playwright starts: built apps + embedded backend on a fresh in-memory database, plus a small
// control server (loopback only) that lets journeys take an app's server down and bring it back, release a
// remote as a versioned bundle to a CDN-like origin, and change the shell's run-time configuration.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AUTOMATION_AUTH, REPO_ROOT, startLocalStack } from './local-stack.mjs';
import { releaseApp } from './release-app.mjs';
import { serveApp } from './serve.mjs';

export const CONTROL_PORT = 3999;
/** A CDN-like origin holding released versions: /<app>/<version>/… */
export const RELEASES_PORT = 3004;
const RELEASES_DIR = path.join(REPO_ROOT, '.data', 'e2e-releases');
const APP_DIRS = { outbound: 'outbound-remote', inbound: 'inbound-remote', platform: 'platform-remote' };

const stack = await startLocalStack({ auth: AUTOMATION_AUTH });
fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
fs.mkdirSync(RELEASES_DIR, { recursive: true });
const shellEnv = stack.apps.shell.env;
// The static server lists its files when it starts (as a CDN edge would after an upload), so each release
// restarts it.
const releasesApp = { dir: RELEASES_DIR, port: RELEASES_PORT, env: shellEnv };
stack.apps.releases = releasesApp;
stack.servers.releases = await serveApp(releasesApp);

async function restart(name) {
  const running = stack.servers[name];
  if (running) {
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  }
  stack.servers[name] = await serveApp(stack.apps[name]);
}

const readBody = async (req) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
};

const routes = [
  // POST /apps/<app>/stop | /start: a remote's (or the shell's) server goes down or comes back.
  [
    /^\/apps\/(shell|outbound|inbound|platform)\/(stop|start)$/,
    async ([, name, action]) => {
      const running = stack.servers[name];
      if (action === 'stop' && running) {
        running.closeAllConnections();
        await new Promise((resolve) => running.close(resolve));
        stack.servers[name] = null;
      }
      if (action === 'start' && !running) stack.servers[name] = await serveApp(stack.apps[name]);
    },
  ],
  // POST /releases/<remote>/<version>: the remote's build released to the releases origin.
  [
    /^\/releases\/(outbound|inbound|platform)\/([\w.+-]+)$/,
    async ([, name, version]) => {
      const appDir = path.join(REPO_ROOT, 'packages', APP_DIRS[name]);
      releaseApp({ appDir, releasesDir: RELEASES_DIR, version });
      await restart('releases');
    },
  ],
  // POST /apps/shell/env {VAR: value}: the shell's configuration changed (no rebuild); {} restores it.
  [
    /^\/apps\/shell\/env$/,
    async (_match, body) => {
      stack.apps.shell.env = { ...shellEnv, ...body };
      await restart('shell');
    },
  ],
];

const control = http.createServer(async (req, res) => {
  const route = req.method === 'POST' && routes.find(([pattern]) => pattern.test(req.url ?? ''));
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  try {
    await route[1](route[0].exec(req.url), await readBody(req));
    res.writeHead(204).end();
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});
control.listen(CONTROL_PORT, '127.0.0.1');

console.log(`e2e stack ready at ${stack.urls.shell}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    control.close();
    stack.servers.releases?.close();
    stack.close().then(() => process.exit(0));
  });
}
