import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signInToConsole } from '../support/operator';
import { DEMO, signInToWorkspace } from '../support/session';

const DIST = path.resolve(import.meta.dirname, '../../packages');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@supabase/supabase-js',
  'antd',
  '@ant-design/cssinjs',
  '@aide/shared-auth',
  '@aide/ui-kit',
];

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
}

/** Each remote, its origin's port and how a person gets to it (the console: the demo operator, with a code). */
const REMOTES: { name: string; port: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'outbound', port: '3001', open: (page) => signInToWorkspace(page, DEMO.sam) },
  { name: 'inbound', port: '3002', open: (page) => signInToWorkspace(page, DEMO.ivy) },
  {
    name: 'platform',
    port: '3003',
    async open(page) {
      await signInToConsole(page);
    },
  },
];

for (const remote of REMOTES) {
  test(`the shell and the ${remote.name} remote load exactly one copy of every shared singleton`, async ({
    page,
  }) => {
    // React DevTools' hook sees every react-dom renderer that starts: two copies would register twice.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer).size,
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === remote.port && url.pathname.endsWith('.js'))
        remoteScripts.push(path.basename(url.pathname));
    });

    await remote.open(page);

    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(renderers).toBe(1);

    const scope = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<
                string,
                Record<
                  string,
                  Record<
                    string,
                    {
                      from: string;
                      loaded?: boolean;
                      lib?: unknown;
                      treeShaking?: { loaded?: boolean; lib?: unknown };
                    }
                  >
                >
              >
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const entries: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              const list = (entries[name] ??= []);
              if (!list.some((entry) => entry.version === version && entry.from === info.from)) {
                // A tree-shaken shared library (antd) is loaded through its treeShaking entry.
                const loaded = [info, info.treeShaking].some(
                  (entry) => Boolean(entry?.loaded) || typeof entry?.lib === 'function',
                );
                list.push({ version, from: info.from, loaded });
              }
            }
          }
        }
      }
      return entries;
    });
    for (const name of SINGLETONS) {
      const entries: ShareEntry[] = scope[name] ?? [];
      expect(entries, `${name} should be provided once, by the shell`).toEqual([
        expect.objectContaining({ from: 'shell', loaded: true }),
      ]);
    }

    // The remote sends only its container and its own code: none of its fallback copies of a shared library.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DIST, `${remote.name}-remote/dist/mf-manifest.json`), 'utf8'),
    ) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    const fallbackChunks = new Set(
      manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]),
    );
    expect(remoteScripts).toContain('remoteEntry.js');
    expect(remoteScripts.filter((file) => fallbackChunks.has(file))).toEqual([]);
  });
}

test('no remote URL is compiled into the shell bundle', () => {
  const dist = path.join(DIST, 'shell/dist');
  const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(source, file).not.toMatch(/localhost:300[123]|mf-manifest\.json/);
  }
});
