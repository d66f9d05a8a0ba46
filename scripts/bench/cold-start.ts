/**
 * Cold start to the first 200 on GET /: from spawning the process to the home page answering, on an
 * already-migrated database, for the compiled bundle (as `npm start` runs it) and, for comparison,
 * for the TypeScript sources run through tsx and for node:http answering "ok" (node's own floor on
 * this machine). The runs alternate between the three; the medians count, of the wall time and of
 * the CPU time the process used until it answered (steadier while other work loads the machine).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { BenchDatabase } from './database'
import { freePort, ROOT, serverEnv, startServer } from './server-process'

export interface ColdStartCommand {
  command: string
  medianMs: number
  runsMs: number[]
  medianCpuMs: number
}

export interface ColdStartFigures {
  /** Whether apps/web/dist was built: GET / then serves index.html, else the "not built" page. */
  webAppBuilt: boolean
  compiled: ColdStartCommand
  tsx: ColdStartCommand
  bareNode: ColdStartCommand
}

const HELLO_SERVER =
  "require('node:http').createServer((_q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')"

export async function benchColdStart(
  database: BenchDatabase,
  bundle: string,
  runs: number,
  log: (line: string) => void,
): Promise<ColdStartFigures> {
  const commands = {
    compiled: [path.relative(ROOT, bundle)],
    tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
    bareNode: ['-e', HELLO_SERVER],
  }
  const webAppBuilt = existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
  const times: Record<keyof typeof commands, number[]> = { compiled: [], tsx: [], bareNode: [] }
  const cpuTimes: Record<keyof typeof commands, number[]> = { compiled: [], tsx: [], bareNode: [] }
  for (let i = 0; i < runs; i++) {
    log(`cold start ${i + 1} of ${runs}…`)
    for (const name of ['compiled', 'tsx', 'bareNode'] as const) {
      const { server, startMs, startCpuMs } = await startServer({
        args: commands[name],
        env: serverEnv(database.env, await freePort()),
        probePath: '/',
      })
      await server.stop()
      times[name].push(Math.round(startMs))
      cpuTimes[name].push(startCpuMs)
    }
  }
  const summary = (name: keyof typeof commands): ColdStartCommand => ({
    command:
      name === 'bareNode' ? 'node -e "<node:http answering ok>"' : ['node', ...commands[name]].join(' '),
    medianMs: median(times[name]),
    runsMs: times[name],
    medianCpuMs: median(cpuTimes[name]),
  })
  return {
    webAppBuilt,
    compiled: summary('compiled'),
    tsx: summary('tsx'),
    bareNode: summary('bareNode'),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2)
}
