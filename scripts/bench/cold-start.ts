/**
 * Cold start to the first 200 on GET /: from spawning the process to the home page answering, on an
 * already-migrated database, for the compiled bundle (as `npm start` runs it) and, for comparison,
 * for the TypeScript sources run through tsx. The runs alternate between the two; the median counts.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { BenchDatabase } from './database'
import { freePort, ROOT, serverEnv, startServer } from './server-process'

export interface ColdStartCommand {
  command: string
  medianMs: number
  runsMs: number[]
}

export interface ColdStartFigures {
  /** Whether apps/web/dist was built: GET / then serves index.html, else the "not built" page. */
  webAppBuilt: boolean
  compiled: ColdStartCommand
  tsx: ColdStartCommand
}

export async function benchColdStart(
  database: BenchDatabase,
  bundle: string,
  runs: number,
  log: (line: string) => void,
): Promise<ColdStartFigures> {
  const commands = {
    compiled: [path.relative(ROOT, bundle)],
    tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  }
  const webAppBuilt = existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
  const times: Record<keyof typeof commands, number[]> = { compiled: [], tsx: [] }
  for (let i = 0; i < runs; i++) {
    log(`cold start ${i + 1} of ${runs}…`)
    for (const name of ['compiled', 'tsx'] as const) {
      const { server, startMs } = await startServer({
        args: commands[name],
        env: serverEnv(database.env, await freePort()),
        probePath: '/',
      })
      await server.stop()
      times[name].push(Math.round(startMs))
    }
  }
  const summary = (name: keyof typeof commands): ColdStartCommand => ({
    command: ['node', ...commands[name]].join(' '),
    medianMs: median(times[name]),
    runsMs: times[name],
  })
  return {
    webAppBuilt,
    compiled: summary('compiled'),
    tsx: summary('tsx'),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2)
}
