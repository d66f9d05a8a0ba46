/**
 * What every part of the drill needs to run a program: a free port, a wait, a child process whose
 * output goes to a log file, and a clean stop. Everything the drill starts is recorded here, so
 * `stopAll` can end it whatever happened.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'

/** Every process the drill started that still runs, with the signal that stops it cleanly. */
const started = new Map<ChildProcess, NodeJS.Signals>()
const cleanups: { cleanup: () => void | Promise<void>; removesFiles: boolean }[] = []

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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 50 ms until it answers true; throws `what` after `ms`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await sleep(50)
  }
  throw new Error(`Timed out after ${ms / 1000} s: ${what}`)
}

/** Starts `command` with its output appended to `logFile`; the drill stops it at the end if still running. */
export function startProcess(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; logFile: string; cwd?: string; stopSignal?: NodeJS.Signals },
): ChildProcess {
  const log = openSync(options.logFile, 'a')
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? (process.env as Record<string, string>),
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  started.set(child, options.stopSignal ?? 'SIGKILL')
  child.once('exit', () => started.delete(child))
  return child
}

/** Sends `signal` and resolves with the exit code (or the signal's name) once the process has exited. */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return child.exitCode ?? child.signalCode ?? 'gone'
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, name) => resolve(code ?? name ?? 'gone')),
  )
  child.kill(signal)
  return exited
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.error?.message}):\n${result.stdout}${result.stderr}`,
    )
  }
  return result.stdout
}

/** Runs a command to its end without blocking the event loop (the load goes on meanwhile). */
export function runAsync(command: string, args: string[], options: { cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    )
  })
}

/** The last lines of a log file, for a failure's explanation. */
export function tail(file: string, lines = 20): string {
  try {
    const last = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines)
    return last.map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line)).join('\n')
  } catch {
    return '(no log)'
  }
}

/** Registers work for the end of the drill (stopping a service, removing a directory), run last first. */
export function atEnd(cleanup: () => void | Promise<void>, options: { removesFiles?: boolean } = {}): void {
  cleanups.push({ cleanup, removesFiles: options.removesFiles ?? false })
}

/**
 * Stops every process the drill started that still runs (each with its own signal, SIGKILL after
 * 10 s), then runs the registered clean-ups (but those removing files when `keepFiles`).
 */
export async function stopAll(options: { keepFiles: boolean }): Promise<void> {
  await Promise.all(
    [...started].map(async ([child, signal]) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await stopProcess(child, signal)
      clearTimeout(timer)
    }),
  )
  for (const { cleanup, removesFiles } of cleanups.reverse()) {
    if (removesFiles && options.keepFiles) continue
    try {
      await cleanup()
    } catch (err) {
      console.error(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
}
