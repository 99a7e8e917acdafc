// One flat config for the whole workspace. The boundary rules below keep dependencies pointing one way:
// ui-kit <- shared-auth <- apps, remotes never import each other, browser code never imports the API, and
// inside an app features stay apart (see featureZones).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const noImport = (patterns) => [
  'error',
  { patterns: patterns.map(({ group, message }) => ({ group, message })) },
];

// antd is shared tree-shaken: the shell's copy holds exactly what ui-kit re-exports, so nothing else may
// import antd directly (see packages/ui-kit/src/antd.ts).
const analyticsThroughSharedAuth = {
  group: ['posthog-js', 'posthog-js/*'],
  message:
    'Use the analytics facade of @aide/shared-auth (trackEvent, trackError): one client, loaded lazily.',
};

const antdThroughUiKit = {
  group: ['antd', 'antd/*'],
  message: 'Import antd components from @aide/ui-kit (the curated set every app shares).',
};

// The apps built from src/features/<name>: each feature keeps its files to itself. Another feature may use
// only what its index.ts exports; pieces several features need live in the app's shared folders (src/api,
// src/components, src/hooks, src/lib), which import no feature and nothing of src/app (routes, composition).
const FEATURE_APPS = ['shell', 'outbound-remote', 'inbound-remote', 'platform-remote'];
// The remotes the shell loads (docs/adding-a-remote.md): none imports another, nor the shell.
const REMOTES = ['outbound', 'inbound', 'platform'];
// Zones are paths from the repository root, whichever folder eslint runs in (each package lints its own src).
const REPO_ROOT = fileURLToPath(new URL('.', import.meta.url));
const API_PLUMBING = ['auth', 'db', 'http', 'mail', 'observability', 'openapi', 'secrets', 'workspace'];
const SHARED_FOLDERS = ['api', 'components', 'hooks', 'lib'];

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const featureZones = FEATURE_APPS.flatMap((app) => {
  const src = `packages/${app}/src`;
  const features = subfolders(`${src}/features`);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`, ...features.map((other) => `./${other}/index.ts`)],
      message: `Use another feature through its index.ts; move pieces several features need to ${src}/{api,components,hooks,lib}.`,
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: `Features do not import up into src/app; shared values (route paths) live in ${src}/lib.`,
    },
    {
      target: SHARED_FOLDERS.map((folder) => `${src}/${folder}`),
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared folders serve every feature, so they import no feature and nothing of src/app.',
    },
  ];
});

// Every package's TypeScript is linted with type information (each file with its own tsconfig).
const TYPED_FILES = ['packages/*/{src,tests}/**/*.{ts,tsx}'];

// Browser code reaches the API over HTTP only; its types come from the generated @aide/api-contract.
const noApiCode = {
  group: ['@aide/api', '@aide/api/*', '**/packages/api/**', '**/api/src/**'],
  message: 'Browser code must not import API code: use the generated @aide/api-contract types.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules: floating promises, unsafe any, misused promises, needless assertions …
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPED_FILES })),
  {
    files: TYPED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: REPO_ROOT } },
    rules: {
      // React calls an async onClick/onFinish and ignores its promise; the handlers report their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // jest's asymmetric matchers (expect.objectContaining, expect.any) are typed `any`.
    files: ['**/__tests__/**', '**/tests/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'packages/*/src/**/*.{ts,tsx,js,mjs}',
      'packages/*/tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
    ],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      // kebab-case is the habit; `.test`, `.d` and other dotted suffixes stay allowed after the name.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'packages/*/src/**/!(__tests__)': 'KEBAB_CASE' }],
    },
  },
  {
    files: FEATURE_APPS.map((app) => `packages/${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones, basePath: REPO_ROOT }] },
  },
  {
    // The API's plumbing serves every domain of src/features, so it imports none of them (src/app.ts and
    // src/jobs compose the routes and the background jobs from them).
    files: ['packages/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: REPO_ROOT,
          zones: [
            {
              target: API_PLUMBING.map((folder) => `packages/api/src/${folder}`),
              from: 'packages/api/src/features',
              message:
                'API plumbing serves every feature, so it imports none; move what it needs out of the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'packages/{shell,outbound-remote,inbound-remote,platform-remote,shared-auth,ui-kit}/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/ui-kit/src/**'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['@aide/shared-auth', '@aide/shared-auth/*'],
          message: 'ui-kit must not depend on shared-auth.',
        },
        {
          group: ['@aide/shell', '@aide/*-remote', '@aide/*-remote/*'],
          message: 'ui-kit must not import an app.',
        },
        noApiCode,
      ]),
    },
  },
  {
    files: ['packages/shared-auth/src/**'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['@aide/shell', '@aide/*-remote', '@aide/*-remote/*'],
          message: 'shared-auth must not import an app.',
        },
        antdThroughUiKit,
        noApiCode,
      ]),
    },
  },
  {
    files: ['packages/shell/src/**'],
    rules: { 'no-restricted-imports': noImport([antdThroughUiKit, analyticsThroughSharedAuth, noApiCode]) },
  },
  ...REMOTES.map((remote) => ({
    files: [`packages/${remote}-remote/src/**`],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: REMOTES.filter((other) => other !== remote).flatMap((other) => [
            `@aide/${other}-remote`,
            `@aide/${other}-remote/*`,
            `**/${other}-remote/**`,
            `${other}/*`,
          ]),
          message: 'Remotes never import each other; only the shell composes them.',
        },
        { group: ['@aide/shell', '**/shell/src/**'], message: 'A remote must not import the shell.' },
        antdThroughUiKit,
        analyticsThroughSharedAuth,
        noApiCode,
      ]),
    },
  })),
);
