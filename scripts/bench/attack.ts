/**
 * The "attack" figure: how long /healthz takes to answer while 8 clients send distinct wide
 * windows to GET /api/spaces as fast as they can, on the large database (100,000 Spaces). Each attack
 * request is a 43-day window (the cap; a day shorter on each further cycle over the seeded span,
 * see dayWindows) at a start day of its own, so every one misses the response cache and pays for a query, a page of 500 Spaces, its JSON and its compression; every fifth asks
 * for 60 days, past the cap, and is answered 400. Measured twice, each on a fresh server: with the
 * read limit off (RATE_LIMIT_READS_PER_MINUTE at its largest; the worst case for the per-instance
 * bound of costly reads, which alone then protects the event loop) and with the default limit (300
 * misses a minute per address: the attackers, all on 127.0.0.1, are soon answered 429).
 *
 * The probe is a child process of its own (healthz-probe.mjs): PROBES sequential GETs on one
 * keep-alive connection, started a second after the attack and ended with it. Loopback only; the
 * attack stops when the probes are done, or after ATTACK_MAX_SECONDS.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BenchDatabase } from './database'
import { ACCEPT_ENCODING, dayWindows } from './list'
import { type LoadFigures, runLoad } from './load'
import { freePort, READ_LIMIT_OFF, serverEnv, startServer } from './server-process'

const PROBE = fileURLToPath(new URL('healthz-probe.mjs', import.meta.url))
export const ATTACKERS = 8
export const PROBES = 200
const ATTACK_MAX_SECONDS = 60
const WINDOW_DAYS = 43
const WIDE = { every: 5, days: 60 }

export interface HealthzLatency {
  probes: number
  p50: number
  p99: number
  max: number
}

export interface AttackRun {
  /** RATE_LIMIT_READS_PER_MINUTE as the server ran with it. */
  readLimit: string
  /** /healthz before the attack, then during it. */
  idle: HealthzLatency
  healthz: HealthzLatency
  /** The attackers' load: requests, and answers by status code (200, 400, 429, 503). */
  attackers: LoadFigures & { seconds: number }
}

export interface AttackFigures {
  spacesStored: number
  attackers: number
  windowDays: number
  wideWindowDays: number
  runs: AttackRun[]
}

export async function benchAttack(
  database: BenchDatabase,
  spacesStored: number,
  bundle: string,
  log: (line: string) => void,
): Promise<AttackFigures> {
  const runs: AttackRun[] = []
  for (const readLimit of [READ_LIMIT_OFF, undefined]) {
    const label = readLimit
      ? `off (${Number(readLimit).toLocaleString('en-US')} a minute)`
      : 'default (300 a minute)'
    log(
      `attack, read limit ${label}: ${ATTACKERS} clients with distinct ${WINDOW_DAYS}-day windows, ${PROBES} /healthz probes…`,
    )
    const env = serverEnv(
      database.env,
      await freePort(),
      readLimit ? { RATE_LIMIT_READS_PER_MINUTE: readLimit } : {},
    )
    const { server } = await startServer({ args: [bundle], env })
    try {
      const healthz = `${server.origin}/healthz`
      await probe(healthz, 50) // the connection and the route warm
      const idle = await probe(healthz, PROBES)
      let probesDone!: () => void
      const stopWhen = new Promise<void>((resolve) => {
        probesDone = resolve
      })
      const started = performance.now()
      const attack = runLoad({
        url: server.origin,
        connections: ATTACKERS,
        seconds: ATTACK_MAX_SECONDS,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        nextPath: dayWindows(Math.floor(Date.now() / 1000), WINDOW_DAYS, WIDE),
        pid: server.pid,
        stopWhen,
      })
      let during: HealthzLatency
      try {
        await sleep(1000)
        during = await probe(healthz, PROBES)
      } finally {
        probesDone()
      }
      const attackers = await attack
      runs.push({
        readLimit: label,
        idle,
        healthz: during,
        attackers: { ...attackers, seconds: Math.round((performance.now() - started) / 100) / 10 },
      })
    } finally {
      await server.stop()
    }
  }
  return { spacesStored, attackers: ATTACKERS, windowDays: WINDOW_DAYS, wideWindowDays: WIDE.days, runs }
}

/** `count` sequential GETs from the probe process: p50, p99 and max in ms. */
async function probe(url: string, count: number): Promise<HealthzLatency> {
  const child = spawn(process.execPath, [PROBE, url, String(count)], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), ATTACK_MAX_SECONDS * 1000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  if (code !== 0) throw new Error(`The /healthz probe failed (${code}): ${stderr.slice(-2000)}`)
  const sorted = (JSON.parse(stdout) as number[]).sort((a, b) => a - b)
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
  return { probes: sorted.length, p50: at(0.5), p99: at(0.99), max: round(sorted.at(-1) ?? 0) }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
