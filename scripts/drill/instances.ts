/**
 * The two instances of the app, run as `npm start` runs it: the bundle of scripts/build-server.mjs
 * with plain node (built here into a directory of the drill's own, so a concurrent build elsewhere
 * cannot change it under the running instances).
 */
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { buildServer, serverArgs } from '../build-server.mjs'
import { atEnd, startProcess, stopProcess, tail, waitUntil } from './processes'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Builds the server bundle for this run and answers node's arguments to run it. */
export async function buildBundle(): Promise<string[]> {
  const dir = path.join(ROOT, 'apps/server/dist', `drill-${process.pid}`)
  // Removed even with DRILL_KEEP: the logs are what is worth keeping.
  atEnd(() => rmSync(dir, { recursive: true, force: true }))
  const bundle = path.join(dir, 'main.js')
  await buildServer(bundle)
  return serverArgs(bundle)
}

/** GET on the instance itself (not through nginx): the status, or undefined when it does not answer. */
function statusOf(port: number, pathname: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', () => resolve(undefined))
    req.setTimeout(5000, () => req.destroy())
  })
}

export class Instance {
  private child: ChildProcess | undefined
  readonly logFile: string

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly args: string[],
    private readonly env: Record<string, string>,
    dir: string,
  ) {
    this.logFile = path.join(dir, `${name}.log`)
  }

  /** Starts the instance and resolves once its /readyz answers 200; answers how long that took (ms). */
  async start(): Promise<number> {
    const began = Date.now()
    const child = startProcess(process.execPath, this.args, {
      cwd: ROOT,
      env: { ...this.env, PORT: String(this.port) },
      logFile: this.logFile,
    })
    this.child = child
    await waitUntil(
      `${this.name} to be ready (log: ${this.logFile})`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.name} exited: ${tail(this.logFile)}`)
        return (await statusOf(this.port, '/readyz')) === 200
      },
      60_000,
    )
    return Date.now() - began
  }

  /** SIGTERM, as a supervisor stops it; resolves with the exit code and how long the exit took (ms). */
  async stop(): Promise<{ code: number | string; ms: number }> {
    if (!this.child) return { code: 'not running', ms: 0 }
    const began = Date.now()
    const code = await stopProcess(this.child, 'SIGTERM')
    return { code, ms: Date.now() - began }
  }
}
