/**
 * The server as `npm start` runs it: the bundle built by scripts/build-server.mjs, run by plain node
 * in a child process of its own (so its memory is its own and it has a CPU core to itself while the
 * bench's load generator runs here).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildServer } from '../build-server.mjs'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const GC_HOOK = pathToFileURL(fileURLToPath(new URL('gc-hook.mjs', import.meta.url))).href

export interface Bundle {
  /** apps/server/dist/bench-<pid>/main.js: inside the repository, so its dependencies resolve. */
  file: string
  remove: () => void
}

export async function buildBundle(): Promise<Bundle> {
  const dir = path.join(ROOT, 'apps/server/dist', `bench-${process.pid}`)
  const file = path.join(dir, 'main.js')
  await buildServer(file)
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * RATE_LIMIT_READS_PER_MINUTE for loads whose every request misses the response cache: the limit
 * (default 300 a minute per IP) would answer 429 from the first few hundred requests of the one
 * address the load comes from, so the load would measure the 429 and not the miss. The largest value
 * the setting takes, i.e. the limit off.
 */
export const READ_LIMIT_OFF = '999999999'

/** The whole environment of the server: nothing inherited but PATH and HOME, so no stray setting counts. */
export function serverEnv(
  database: Record<string, string>,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...database,
    HOST: '127.0.0.1',
    PORT: String(port),
    RUN_JOBS: 'false',
    SEED_DEMO_DATA: 'false',
    // The load runs open more connections from one address than a visitor would.
    MAX_CONNECTIONS_PER_IP: '0',
    // Stopped and started many times, with no load balancer to wait for: no drain on SIGTERM.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...extra,
  }
}

export interface ServerProcess {
  pid: number
  origin: string
  /** Runs a full garbage collection in the server (only when started with `gcHook`). */
  gc: () => Promise<void>
  stop: () => Promise<void>
}

export interface StartOptions {
  /** node's arguments after any flags, e.g. [bundle] or ['--import', 'tsx', 'apps/server/src/main.ts']. */
  args: string[]
  env: Record<string, string>
  /** --expose-gc and scripts/bench/gc-hook.mjs, so the bench can ask for a GC over IPC. */
  gcHook?: boolean
  /** Answered 200 once the server is up. */
  probePath?: string
}

/**
 * Spawns the server and resolves once `probePath` answers 200, with the milliseconds that took and
 * the CPU time the process had used by then (user + system, from /proc): the wall time grows with
 * whatever else the machine is doing, the CPU time much less.
 */
export async function startServer(
  options: StartOptions,
): Promise<{ server: ServerProcess; startMs: number; startCpuMs: number }> {
  const flags = options.gcHook ? ['--expose-gc', '--import', GC_HOOK] : []
  // node's own flags for every server the bench starts, when asked (profiling: config.ts).
  flags.push(...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []))
  const started = performance.now()
  const child = spawn(process.execPath, [...flags, ...options.args], {
    cwd: ROOT,
    env: options.env,
    stdio: ['ignore', 'ignore', 'pipe', ...(options.gcHook ? (['ipc'] as const) : [])],
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${options.env.PORT}`
  const server: ServerProcess = {
    pid: child.pid as number,
    origin,
    gc: () => requestGc(child),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
  try {
    await waitFor200(`${origin}${options.probePath ?? '/healthz'}`, child, () => stderr)
  } catch (err) {
    await server.stop()
    throw err
  }
  const startMs = performance.now() - started
  return { server, startMs, startCpuMs: cpuMsOf(server.pid) }
}

/** utime + stime of a process, in ms (/proc/<pid>/stat, fields 14 and 15, in clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Polls every 5 ms until the URL answers 200; fails if the server exits or takes 60 s. */
async function waitFor200(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering: ${stderr()}`,
      )
    }
    if ((await statusOf(url)) === 200) return
    if (Date.now() > deadline)
      throw new Error(`The server did not answer 200 at ${url} within 60 s: ${stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function statusOf(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', () => resolve(undefined))
  })
}

function requestGc(child: ChildProcess): Promise<void> {
  if (!child.send) return Promise.reject(new Error('The server was started without the GC hook.'))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not answer the GC request.')), 10_000)
    child.once('message', () => {
      clearTimeout(timer)
      resolve()
    })
    child.send?.('gc')
  })
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
