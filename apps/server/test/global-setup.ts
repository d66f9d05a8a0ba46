import { rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { type DatabaseTemplates, dropDatabaseTemplates, makeDatabaseTemplates } from './database-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * node's arguments to run the server bundle built for this run: the bundle `npm start` builds and
     * the arguments it runs it with (scripts/build-server.mjs).
     */
    serverArgs: string[]
    /** node's arguments to run the operator's command line of the same build (`cli.js`). */
    cliArgs: string[]
    /** Databases migrated once for the run, copied by createTestDatabase (test-db.ts). */
    databaseTemplates: DatabaseTemplates
  }
}

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * Builds the server bundle once per run, into a directory of its own inside the repository (so its
 * npm dependencies resolve): every test that starts the server as a process runs what users run.
 * The build checks its own chunks and fails here, with the reason, if one would break its importers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = path.join(root, 'apps/server/dist', `test-${process.pid}`)
  const { buildServer, serverArgs, cliBundleFor } = (await import(
    path.join(root, 'scripts/build-server.mjs')
  )) as {
    buildServer: (outfile: string) => Promise<void>
    serverArgs: (bundle: string) => string[]
    cliBundleFor: (bundle: string) => string
  }
  const bundle = path.join(dir, 'main.js')
  await buildServer(bundle)
  project.provide('serverArgs', serverArgs(bundle))
  project.provide('cliArgs', [cliBundleFor(bundle)])
  const templates = await makeDatabaseTemplates(process.env.TEST_DATABASE_URL)
  project.provide('databaseTemplates', templates)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    await dropDatabaseTemplates(templates)
  }
}
