import { defineConfig } from '@playwright/test';
import { findChromium } from './support/chromium';

/**
 * Cross-remote journeys against production builds: the e2e stack serves the built shell and remotes and
 * runs the embedded backend on a fresh in-memory database for every run.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/e2e-stack.mjs',
    url: 'http://localhost:3000/app-config.json',
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
