// Context rows: what each app's dist holds on disk, independent of what a browser ends up fetching.
// The remotes' shared chunks are fallbacks, only downloaded if the shell cannot provide that library.
import fs from 'node:fs';
import path from 'node:path';
import { gzipBytes } from './gzip.mjs';

const APPS = [
  { label: 'shell', dir: 'packages/shell/dist', entry: 'main.js' },
  { label: 'outbound', dir: 'packages/outbound-remote/dist', entry: 'remoteEntry.js' },
  { label: 'inbound', dir: 'packages/inbound-remote/dist', entry: 'remoteEntry.js' },
];

const fileGzip = (file) => gzipBytes(fs.readFileSync(file));

/** Largest chunk among the shared libraries the app's federation manifest lists, named by its library. */
function largestSharedChunk(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const chunks = manifest.shared.flatMap((shared) =>
    [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => ({ library: shared.name, file })),
  );
  if (!chunks.length) throw new Error(`${dist}/mf-manifest.json lists no shared chunks.`);
  return chunks
    .map((chunk) => ({ ...chunk, gzipBytes: fileGzip(path.join(dist, chunk.file)) }))
    .reduce((largest, chunk) => (chunk.gzipBytes > largest.gzipBytes ? chunk : largest));
}

export function measureDistSizes(repoRoot) {
  return APPS.map((app) => {
    const dist = path.join(repoRoot, app.dir);
    return {
      app: app.label,
      entry: { file: app.entry, gzipBytes: fileGzip(path.join(dist, app.entry)) },
      largestShared: largestSharedChunk(dist),
    };
  });
}
