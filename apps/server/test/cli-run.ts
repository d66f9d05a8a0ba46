import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { inject } from 'vitest'

const root = path.resolve(__dirname, '../../..')

export interface CliResult {
  code: number | null
  out: string
  err: string
}

/**
 * The operator's command line of this run's build, as `npm run admin -- …` runs it on a deployed
 * server, with only the given environment (and PATH unless given).
 */
export function runCliSync(args: string[], env: Record<string, string> = {}): CliResult {
  const result = spawnSync(process.execPath, [...inject('cliArgs'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

/** The same, without blocking this process: requests of the test go on while the command runs. */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const child = spawn(process.execPath, [...inject('cliArgs'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  child.stderr.on('data', (chunk) => {
    err += chunk
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, out, err }))
  })
}
