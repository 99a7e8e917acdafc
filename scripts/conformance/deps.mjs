// The few packages a suite's tests import that this repository does not have (jsonwebtoken, faker, …), installed
// once from the npm registry into .data/conformance/deps (never into the project or the supabase-js copy). The
// versions are the ranges the suite's own package.json asks for.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} depsDir where node_modules goes
 * @param {Record<string, string>} wanted package → version range
 * @returns {string} the node_modules directory
 */
export function ensureDeps(depsDir, wanted) {
  const modules = path.join(depsDir, 'node_modules');
  const missing = Object.keys(wanted).filter(
    (name) => !fs.existsSync(path.join(modules, name, 'package.json')),
  );
  if (missing.length === 0) return modules;
  fs.mkdirSync(depsDir, { recursive: true });
  const manifest = path.join(depsDir, 'package.json');
  const current = fs.existsSync(manifest)
    ? JSON.parse(fs.readFileSync(manifest, 'utf8'))
    : { name: 'aide-conformance-deps', private: true, dependencies: {} };
  current.dependencies = { ...current.dependencies, ...wanted };
  fs.writeFileSync(manifest, `${JSON.stringify(current, null, 2)}\n`);
  console.error(`› installing the suites' test dependencies: ${missing.join(', ')} …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: depsDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return modules;
}

/** A dependency's range from the suite's package.json (devDependencies or dependencies), else `fallback`. */
export function rangeIn(packageDir, name, fallback) {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const range = pkg.devDependencies?.[name] ?? pkg.dependencies?.[name];
    return range && !range.startsWith('catalog:') && !range.startsWith('workspace:') ? range : fallback;
  } catch {
    return fallback;
  }
}
