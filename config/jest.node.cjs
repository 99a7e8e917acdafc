// Jest preset for the Node packages (api, supabase-emulator): native ESM (PGlite needs it), so tests run with
// NODE_OPTIONS=--experimental-vm-modules (set in each package's test script).
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
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Generous: under a full turbo run on 2 cores a fresh PGlite boot can take tens of seconds. Speed targets
  // live in `pnpm bench`, not in test timeouts.
  testTimeout: 120000,
};
