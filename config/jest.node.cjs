// Jest preset for the Node packages (api, supabase-emulator): native ESM (PGlite needs it), so tests run with
// NODE_OPTIONS=--experimental-vm-modules (set in each package's test script).
const path = require('node:path');
const root = path.resolve(__dirname, '..');

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The shared rules from their TypeScript sources, so tests never need a prior build.
    '^@aide/rules$': path.join(root, 'packages/rules/src/index.ts'),
    '^@aide/rules/testing$': path.join(root, 'packages/rules/src/testing/index.ts'),
  },
  // Generous: under a full turbo run on 2 cores a fresh PGlite boot can take tens of seconds. Speed targets
  // live in `pnpm bench`, not in test timeouts.
  testTimeout: 120000,
};
