// One flat config for the whole workspace. The boundary rules below keep dependencies pointing one way:
// ui-kit <- shared-auth <- apps, and remotes never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/{shell,outbound-remote,inbound-remote,shared-auth,ui-kit}/src/**/*.{ts,tsx}'],
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
      ]),
    },
  },
  {
    files: ['packages/shell/src/**'],
    rules: { 'no-restricted-imports': noImport([antdThroughUiKit, analyticsThroughSharedAuth]) },
  },
  {
    files: ['packages/outbound-remote/src/**'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['@aide/inbound-remote', '@aide/inbound-remote/*', '**/inbound-remote/**', 'inbound/*'],
          message: 'Remotes never import each other; only the shell composes them.',
        },
        { group: ['@aide/shell', '**/shell/src/**'], message: 'A remote must not import the shell.' },
        antdThroughUiKit,
        analyticsThroughSharedAuth,
      ]),
    },
  },
  {
    files: ['packages/inbound-remote/src/**'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['@aide/outbound-remote', '@aide/outbound-remote/*', '**/outbound-remote/**', 'outbound/*'],
          message: 'Remotes never import each other; only the shell composes them.',
        },
        { group: ['@aide/shell', '**/shell/src/**'], message: 'A remote must not import the shell.' },
        antdThroughUiKit,
        analyticsThroughSharedAuth,
      ]),
    },
  },
);
