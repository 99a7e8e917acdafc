// Serves a built app (shell or remote) the way production should: SPA fallback, CORS for remotes,
// /app-config.json from the environment, no-cache for entry files and manifests, hashed chunks immutable, and
// the security headers (CSP, frame protection, nosniff, referrer policy) on every response.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { appConfigMiddleware } from './app-config.mjs';
import { inlineScriptHashes, securityHeaders } from './security-headers.mjs';

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/**
 * @param {{ dir: string, port: number, host?: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({ dir, port, host = '127.0.0.1', env = process.env }) {
  const appConfig = appConfigMiddleware(env).middleware;
  const indexHtml = path.join(dir, 'index.html');
  const headers = securityHeaders(env, {
    inlineScripts: fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, 'utf8')) : [],
  });
  const files = sirv(dir, {
    single: true,
    dev: false,
    etag: true,
    // The build's precompressed .br and .gz copies (compression-webpack-plugin), as a CDN would send them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.url?.split('?')[0] === '/app-config.json') return appConfig(req, res);
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// CLI: `node scripts/serve.mjs --port 3001 [--dir dist]`, run from an app's folder (its "serve" script).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, dir: { type: 'string', default: 'dist' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const dir = path.resolve(values.dir);
  await serveApp({ dir, port });
  console.log(`Serving ${dir} on http://localhost:${port}`);
}
