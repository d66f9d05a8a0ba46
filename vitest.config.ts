import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { poCatalogs } from './apps/web/vite-plugins/po-catalogs.ts'

// One Vitest run, four projects. TZ=UTC so no test depends on the machine's zone (Outline's habit);
// tests that need a zone name it explicitly.
process.env.TZ = 'UTC'

// Vitest's default is one worker fewer than the cores: one worker on a two-core machine. Most test
// files wait more than they compute (a child process, a database, a timer, a socket, the lint run),
// so small machines run a few files more than they have cores.
const maxWorkers = Math.max(availableParallelism() - 1, 3)

// CI's two cores run the browser suite and both server suites beside the unit tests: a test that
// takes a second alone can take ten. A limit only ends a test that already failed, so it is generous.
// (A project written inline takes none of the root's test options, so each project names these.)
const limits = { testTimeout: 30_000, hookTimeout: 30_000 }

// A worker imports a module once for all the files it runs instead of once per file (Vitest's
// isolation re-imports it for each): most of these projects' time was imports, the TypeScript
// compiler's above all. Their tests share no module state: each stub, spy and fake timer is undone
// in the file that made it.
const shared = { ...limits, isolate: false }

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { ...shared, name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...shared,
          name: 'scripts',
          root: 'scripts',
          include: [
            'lint/**/*.test.ts',
            'docs/**/*.test.ts',
            'drill/**/*.test.ts',
            'deploy/**/*.test.ts',
            'i18n/**/*.test.ts',
          ],
        },
      },
      {
        // The web app's catalogs are .po files compiled when imported (apps/web/vite-plugins).
        plugins: [poCatalogs()],
        test: {
          ...shared,
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Generous: many tests start the built server or its command line as a child process, which
          // takes seconds on a loaded two-core machine. A limit only ends a test that already failed.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          // A worker imports the app once for all the files it runs instead of once per file: that
          // import was about half of the suite's CPU time. The tests share no module state (no mocks,
          // no stubbed globals; every server has its own database, port and Redis key prefix).
          isolate: false,
        },
      },
    ],
  },
})
