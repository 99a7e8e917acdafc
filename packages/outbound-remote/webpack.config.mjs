import path from 'node:path';
import { createAppConfig } from '../../config/webpack.app.mjs';

// Remote "outbound": the sales workspace. Its own page (port 3001) runs it standalone for its team.
const outboundApp = createAppConfig({
  name: 'outbound',
  dir: import.meta.dirname,
  port: 3001,
  title: 'Aide · Outbound (standalone)',
  exposes: { './App': './src/exposes/app.tsx' },
});

/*
 * The import worker (src/features/import/worker) is built by a second compiler, for these reasons:
 * - the remote's files are served from its own origin, and browsers refuse `new Worker(url)` for another
 *   origin's script, so webpack's `new Worker(new URL(...))` cannot be used from the shell's page. The page
 *   starts a same-origin blob worker that importScripts() this bundle instead (start-import-worker.ts);
 * - so it must be one classic script (target webworker, one chunk) without the Module Federation runtime.
 * It is written to dist/workers/ (content-hashed in production, so serve.mjs caches it as immutable), and its
 * file name reaches the app bundle through DefinePlugin as __AIDE_IMPORT_WORKER_FILE__ (relative to the
 * remote's public path). `dependencies` makes webpack build it before the app in build and watch mode.
 */
const WORKER_DIR = 'workers';
const WORKER_CONFIG_NAME = 'outbound-import-worker';

function importWorkerConfig(app, output) {
  const production = app.mode === 'production';
  return {
    name: WORKER_CONFIG_NAME,
    mode: app.mode,
    context: app.context,
    target: 'webworker',
    entry: { 'import-worker': './src/features/import/worker/import.worker.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(app.output.path, WORKER_DIR),
      // Only the dev server uses it, to serve the file at the same URL as in production.
      publicPath: `/${WORKER_DIR}/`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: app.resolve,
    module: app.module,
    plugins: [
      {
        apply(compiler) {
          new compiler.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler);
          compiler.hooks.done.tap('ImportWorkerFile', (stats) => {
            const chunk = stats.compilation.namedChunks.get('import-worker');
            output.file = [...(chunk?.files ?? [])].find((file) => file.endsWith('.js')) ?? null;
          });
        },
      },
    ],
    performance: { hints: false },
    // No dev-server client (it expects a window) and no server of its own: the app's server serves it.
    devServer: false,
  };
}

export default (env, argv) => {
  const app = outboundApp(env, argv);
  const worker = { file: null };
  return [
    importWorkerConfig(app, worker),
    {
      ...app,
      name: 'outbound',
      dependencies: [WORKER_CONFIG_NAME],
      // Keep the worker compiler's output (dist/workers/) when the app build cleans dist/.
      output: {
        ...app.output,
        clean: { keep: (file) => app.output.clean.keep.test(file) || /^workers[\\/]/.test(file) },
      },
      plugins: [
        ...app.plugins,
        {
          apply(compiler) {
            new compiler.webpack.DefinePlugin({
              // Re-evaluated on every compilation, so a rebuilt worker's new hash is picked up in watch mode.
              __AIDE_IMPORT_WORKER_FILE__: compiler.webpack.DefinePlugin.runtimeValue(
                () => (worker.file ? JSON.stringify(`${WORKER_DIR}/${worker.file}`) : 'undefined'),
                true,
              ),
            }).apply(compiler);
          },
        },
      ],
    },
  ];
};
