import { defineConfig } from '@playwright/test'
import { chromiumPath, E2E_BASE_URL, E2E_WORKERS, e2eServer } from './env'

/**
 * Browser tests against the built app served by the real server (SQLite in a fresh temp dir, demo
 * data, the X sandbox), in Debian's Chromium: no browser is downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Files are shared out between the workers; a file's tests run in order on one worker's server.
  fullyParallel: false,
  workers: E2E_WORKERS,
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        // Every page of the suite is on one site (127.0.0.1, whatever the port), so site isolation
        // separates nothing here; what it did was start a new renderer process at each move between
        // about:blank and the site, about three per test with the context reset between tests: 682
        // processes in a run instead of 165, and 51 of the browser's 599 CPU seconds
        // (docs/decisions/0255-e2e-one-renderer-for-the-one-site.md).
        '--disable-site-isolation-trials',
      ],
    },
    // A trace records every action's screenshots and DOM: a third of the suite's CPU. CI, which keeps no
    // artifacts, runs without; a local run keeps the trace of a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between tests (cookies, storage, cache, pages, routes;
    // fixtures.ts takes back permissions) instead of a new one per test: a new context starts a new
    // renderer process, which cost more of the browser's CPU than most tests' own steps
    // (docs/decisions/0253-e2e-one-context-per-worker-axe-in-the-page.md). A test that sets other
    // context options (test.use: a time zone, a locale) still gets a context of its own.
    reuseContext: true,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  // One server per worker (env.ts). The bundle is built before they start (package.json test:e2e),
  // so the servers only run it and never build it at once.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const server = e2eServer(index)
    return {
      command: 'node start-server.mjs',
      cwd: import.meta.dirname,
      url: `${server.baseUrl}/readyz`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { PORT: String(server.port), BASE_URL: server.baseUrl, E2E_DATA_DIR: server.dataDir },
    }
  }),
})
