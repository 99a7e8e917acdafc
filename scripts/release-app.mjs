// `pnpm --filter <app> release`: turns an app's production build into an immutable, versioned bundle ready
// to upload to its CDN path (`<cdn>/<app>/<version>/`). Each team releases its remote on its own; pointing
// the shell's /app-config.json at a version's mf-manifest.json deploys it, pointing back rolls it back.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_RELEASES_DIR = path.join(REPO_ROOT, '.data', 'releases');

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'nogit';
  }
}

/** Every file of the build (source maps excluded: they stay with the team, not on the CDN) with its digest. */
function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    if (entry.name.endsWith('.map')) return [];
    const sha256 = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    return [{ file: path.relative(base, full).split(path.sep).join('/'), sha256 }];
  });
}

/**
 * Copies `<appDir>/dist` to `<releasesDir>/<app>/<version>/` with a release.json (app, version, commit, time,
 * file digests). A version is immutable: releasing different files under an existing version is refused,
 * releasing the same files again is a no-op.
 * @param {{ appDir: string, releasesDir?: string, version?: string }} options
 */
export function releaseApp({ appDir, releasesDir = DEFAULT_RELEASES_DIR, version }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const app = pkg.name.replace(/^@aide\//, '');
  const dist = path.join(appDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no build: run \`pnpm --filter ${pkg.name} build\` first.`);
  }
  const commit = gitCommit();
  const releaseVersion = version ?? `${pkg.version}-${commit}`;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(releaseVersion)) {
    throw new Error(`"${releaseVersion}" cannot be a version: use letters, digits, ".", "+", "_" and "-".`);
  }
  const files = listFiles(dist);
  const target = path.join(releasesDir, app, releaseVersion);
  const existing = path.join(target, 'release.json');
  if (fs.existsSync(existing)) {
    const before = JSON.parse(fs.readFileSync(existing, 'utf8'));
    if (JSON.stringify(before.files) !== JSON.stringify(files)) {
      throw new Error(
        `${app} ${releaseVersion} is already released with other files; releases are immutable.`,
      );
    }
    return { app, version: releaseVersion, dir: target, created: false };
  }
  fs.mkdirSync(target, { recursive: true });
  for (const { file } of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(dist, file), path.join(target, file));
  }
  const release = { app, version: releaseVersion, commit, releasedAt: new Date().toISOString(), files };
  fs.writeFileSync(existing, `${JSON.stringify(release, null, 2)}\n`);
  return { app, version: releaseVersion, dir: target, created: true };
}

// CLI: run from an app's folder (its "release" script) as `node ../../scripts/release-app.mjs [--version v]`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { version: { type: 'string' }, out: { type: 'string' } },
  });
  const result = releaseApp({
    appDir: process.cwd(),
    releasesDir: values.out ? path.resolve(values.out) : undefined,
    version: values.version ?? process.env.RELEASE_VERSION,
  });
  const relative = path.relative(process.cwd(), result.dir);
  console.log(
    `${result.app} ${result.version}: ${result.created ? 'released to' : 'already released at'} ${relative}`,
  );
  console.log(`Upload that folder to <cdn>/${result.app}/${result.version}/ and point the shell's config at`);
  console.log(
    `  <cdn>/${result.app}/${result.version}/${result.app === 'shell' ? 'index.html' : 'mf-manifest.json'}`,
  );
}
