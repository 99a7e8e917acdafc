// Jest preset for the browser packages (ui-kit, shared-auth, shell, remotes): jsdom + swc, workspace
// libraries resolved to their TypeScript sources so tests never need a prior build.
const path = require('node:path');
const root = path.resolve(__dirname, '..');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  // antd renders slowly in jsdom, and turbo runs several suites at once on a 2-core machine.
  testTimeout: 60000,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Some of msw's dependencies ship ESM only (.mjs); compile those like our own code.
  transformIgnorePatterns: ['/node_modules/(?!.*\\.mjs$)(?!\\.pnpm/)(?!(until-async|rettime)/)'],
  moduleNameMapper: {
    '^@aide/rules$': path.join(root, 'packages/rules/src/index.ts'),
    '^@aide/rules/testing$': path.join(root, 'packages/rules/src/testing/index.ts'),
    // @aide/rules is written for Node ESM too: its relative imports end in .js.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@aide/ui-kit$': path.join(root, 'packages/ui-kit/src/index.ts'),
    '^@aide/shared-auth$': path.join(root, 'packages/shared-auth/src/index.ts'),
    '^@aide/shared-auth/testing$': path.join(root, 'packages/shared-auth/src/testing/index.ts'),
    '^@aide/shared-auth/login$': path.join(root, 'packages/shared-auth/src/login/index.ts'),
    '^@aide/ui-kit/lean$': path.join(root, 'packages/ui-kit/src/lean/index.ts'),
    '\\.(css|less)$': path.join(__dirname, 'jest-style-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.web.setup.cjs')],
};
