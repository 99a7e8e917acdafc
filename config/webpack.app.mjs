// One webpack + Module Federation setup for the shell and both remotes, so the shared singletons and build
// settings cannot drift between independently deployed apps.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { appConfigMiddleware } from '../scripts/app-config.mjs';

/**
 * Libraries every app must load exactly once. `requiredVersion` comes from the consuming app's own
 * package.json, so a remote built against an incompatible major is reported instead of silently mixed.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@supabase/supabase-js',
  'posthog-js',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  '@aide/shared-auth',
  '@aide/ui-kit',
];

const packageName = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** Installed version of a package as this app resolves it (directly, or through antd for its runtime deps). */
function installedVersion(appDir, name) {
  const antdDir = fs.realpathSync(path.join(appDir, 'node_modules/antd'));
  const candidates = [appDir, path.resolve(appDir, '../..'), path.resolve(antdDir, '../..')].map((dir) =>
    path.join(dir, 'node_modules', name, 'package.json'),
  );
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`Cannot find the installed version of ${name} for ${appDir}`);
  return JSON.parse(fs.readFileSync(found, 'utf8')).version;
}

function reactRouterProductionAliases(appDir) {
  const dist = path.join(fs.realpathSync(path.join(appDir, 'node_modules/react-router')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

function sharedConfig(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => [
      request,
      {
        singleton: true,
        requiredVersion: `^${installedVersion(appDir, packageName(request))}`,
        ...(request === 'antd' ? { treeShaking: { mode: 'runtime-infer' } } : {}),
        // posthog-js is imported lazily after the first render. Initialising the default share scope then
        // would fetch every registered remote's manifest (version-first), so it has a scope of its own.
        ...(request === 'posthog-js' ? { shareScope: 'analytics' } : {}),
      },
    ]),
  );
}

const PRECOMPRESS = { test: /\.(js|json|html)$/, threshold: 1024 };

function precompressed() {
  return [
    new CompressionPlugin(PRECOMPRESS),
    new CompressionPlugin({
      ...PRECOMPRESS,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
  ];
}

/**
 * @param {{ name: string, dir: string, port: number, title: string, exposes?: Record<string,string> }} app
 */
export function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        // Entry files keep fixed names (the federation runtime resolves output.filename without a chunk, so no
        // hash can be used) and are served no-cache; every other chunk is content-hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Module Federation writes the tree-shaking fallback builds here before the main build; keep them.
        clean: { keep: /^independent-packages[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // react-router's package exports always point at its development build (dev warnings, bigger).
        alias: production ? reactRouterProductionAliases(app.dir) : {},
      },
      module: {
        rules: [
          // Workspace libraries are ESM built by tsc without file extensions in their imports.
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedConfig(app.dir),
          manifest: true,
          dts: false,
        }),
        // Every app is served at the root of its origin: the page's script is /main.js, so a deep link such as
        // /sales-assistant/customers/<id> (served index.html by the SPA fallback) loads it too.
        new HtmlWebpackPlugin({
          title: app.title,
          template: path.join(import.meta.dirname, 'index.html'),
          publicPath: '/',
        }),
        // Precompressed copies next to every script, manifest and page, served by scripts/serve.mjs (and by a
        // CDN that honours them) so a phone on a slow network downloads brotli (about a fifth smaller than gzip
        // for these scripts; every current browser asks for it) or gzip, never raw JavaScript.
        ...(production ? precompressed() : []),
      ],
      optimization: {
        // swc's minifier: several times faster than terser on 2 cores, output within ~1 % of its size.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => [appConfigMiddleware(), ...middlewares],
      },
    };
  };
}
