// The report's sections for what every run measures: the list, its scaling, memory, cold start, mail.

import { bypassedRate, cpu, latency, type Markdown, ms, n, ratio } from './report-markdown'
import type { BenchResults } from './results'

/** The title, the machine and settings, and how each load was made. */
export function headerSection(r: BenchResults, { line }: Markdown): void {
  line(`# npm run bench, ${r.startedAt}`)
  line()
  line(
    `${r.machine.cpus} × ${r.machine.cpuModel}, node ${r.machine.node}, ${r.settings.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}; ` +
      `${r.settings.secondsPerLoad} s per load after ${r.settings.warmupSeconds} s of warm-up per target. Figures are noisy on a shared machine; nothing here fails on a timing.`,
  )
  line()
  for (const text of r.method) line(`- ${text}`)
  line()
}

/** The one-month list against bare node:http, per size and connections. */
export function listSection(r: BenchResults, { line, table }: Markdown): void {
  line('## One-month list, GET /api/spaces?from&to, against bare node:http sending the same bytes')
  line()
  for (const list of r.list) {
    line(
      `- ${n(list.spacesStored)} Spaces stored (seeded in ${n(list.seedMs)} ms): the month holds ${n(list.month.spaces)} Spaces, ` +
        `${n(list.month.jsonBytes)} bytes of JSON sent as ${n(list.month.encodedBytes)} bytes of ${list.month.encoding}. Query plan: ${list.queryPlan}`,
    )
  }
  line()
  table(
    [
      'Spaces stored',
      'connections',
      'bare req/s',
      'bare p50 / p99 ms',
      'warm req/s',
      'warm p50 / p99 ms',
      'warm / bare',
      'bypassed req/s (200s)',
      'bypassed p50 / p99 ms',
      'bypassed / bare',
      'server µs/req: bare / warm / bypassed',
    ],
    r.list.flatMap((list) =>
      list.loads.map((l) => [
        n(list.spacesStored),
        l.connections,
        n(l.bare.requestsPerSecond),
        latency(l.bare),
        n(l.warm.requestsPerSecond),
        latency(l.warm),
        `**${ratio(l.warm.requestsPerSecond, l.bare.requestsPerSecond).toFixed(3)}×**`,
        bypassedRate(l.bypassed),
        latency(l.bypassed),
        `${ratio(l.bypassed.okPerSecond, l.bare.requestsPerSecond).toFixed(3)}×`,
        [l.bare, l.warm, l.bypassed].map(cpu).join(' / '),
      ]),
    ),
  )
}

/** Large over small, when the run measured two sizes. */
export function scalingSection(r: BenchResults, { line, table }: Markdown): void {
  const [first] = r.scaling
  if (!first) return
  const [small, large] = r.list
  line(`## How the list scales with the table: ${n(first.large)} against ${n(first.small)} Spaces stored`)
  line()
  line(
    `Spaces spread evenly over five years, so the month grows with the table (${n(small?.month.spaces ?? 0)} → ${n(large?.month.spaces ?? 0)} Spaces in it): ` +
      'warm, the answer is sent from the cache whatever its size; bypassed, each request reads and encodes the whole month.',
  )
  line()
  table(
    [
      'connections',
      `warm req/s, ${n(first.small)}`,
      `warm req/s, ${n(first.large)}`,
      'warm ratio',
      `bypassed req/s, ${n(first.small)}`,
      `bypassed req/s, ${n(first.large)}`,
      'bypassed ratio',
      `bypassed p99 ms, ${n(first.small)} → ${n(first.large)}`,
    ],
    r.scaling.map((s) => [
      s.connections,
      n(s.warm.smallRps),
      n(s.warm.largeRps),
      `${s.warm.ratio.toFixed(3)}×`,
      n(s.bypassed.smallRps),
      n(s.bypassed.largeRps),
      `${s.bypassed.ratio.toFixed(3)}×`,
      `${ms(s.bypassed.smallP99)} → ${ms(s.bypassed.largeP99)}`,
    ]),
  )
}

export function memorySection(r: BenchResults, { line, table }: Markdown): void {
  line('## Server memory, RSS in MiB (compiled server in its own process, read from /proc/<pid>/status)')
  line()
  table(
    [
      'Spaces stored',
      'idle',
      'idle after GC',
      'peak, warm loads',
      'peak, bypassed loads',
      'high-water (VmHWM)',
      'bare node:http, idle',
    ],
    r.list.map((list) => [
      n(list.spacesStored),
      list.memory.idleMiB,
      `**${list.memory.idleAfterGcMiB}**`,
      list.memory.peakWarmMiB,
      list.memory.peakBypassedMiB,
      list.memory.highWaterMiB,
      list.memory.bareIdleMiB,
    ]),
  )
}

export function coldStartSection(r: BenchResults, { line, table }: Markdown): void {
  const cold = r.coldStart
  line(
    `## Cold start to the first 200 on GET / (median of ${r.settings.coldStartRuns}, ${n(r.list.at(-1)?.spacesStored ?? 0)} Spaces stored, web app ${cold.webAppBuilt ? 'built' : 'not built'})`,
  )
  line()
  table(
    ['command', 'median ms', 'runs ms', 'median CPU ms', 'median / node:http'],
    [cold.compiled, cold.tsx, cold.bareNode].map((c, i) => [
      `\`${c.command}\`${i === 0 ? ' (as `npm start` runs it)' : ''}`,
      `**${n(c.medianMs)}**`,
      c.runsMs.map(n).join(', '),
      n(c.medianCpuMs),
      `${(c.medianMs / cold.bareNode.medianMs).toFixed(1)}×`,
    ]),
  )
}

export function newsletterSection(r: BenchResults, { line, table }: Markdown): void {
  const mail = r.newsletter
  line(`## Newsletter delivery, ${n(mail.messages)} subscribers to an SMTP server on loopback`)
  line()
  table(
    ['target', 'messages/s'],
    [
      ['nodemailer alone, same pool, same size', n(Math.round(mail.barePerSecond))],
      ['delivery job (claim, render, send, mark)', n(Math.round(mail.appPerSecond))],
      ['ratio (job / nodemailer alone)', `${ratio(mail.appPerSecond, mail.barePerSecond).toFixed(3)}×`],
    ],
  )
}

export function goalsSection(r: BenchResults, { line, table }: Markdown): void {
  if (!r.goals || r.goals.length === 0) return
  line("## The bench's goals in this run (noisy on a shared machine; nothing here fails the run)")
  line()
  table(
    ['goal', 'measured', 'met'],
    r.goals.map((g) => [g.goal, g.figure, g.met ? 'yes' : '**no**']),
  )
}
