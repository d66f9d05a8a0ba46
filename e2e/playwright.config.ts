import { defineConfig } from '@playwright/test'
import { chromiumPath, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './env'

/**
 * Browser tests against the built app served by the real server (SQLite in a fresh temp dir, demo
 * data, the X sandbox), in Debian's Chromium: no browser is downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
    timezoneId: 'UTC',
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node start-server.mjs',
    cwd: import.meta.dirname,
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(E2E_PORT), BASE_URL: E2E_BASE_URL, E2E_DATA_DIR },
  },
})
