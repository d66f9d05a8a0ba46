/** Every figure of one run, and the Markdown tables printed from them (`--json` prints the object itself). */
import type { ColdStartFigures } from './cold-start'
import type { FeedFigures } from './feed'
import type { ListFigures } from './list'
import type { LoadFigures } from './load'
import type { NewsletterBench } from './newsletter'

export interface BenchResults {
  startedAt: string
  machine: { cpus: number; cpuModel: string; node: string; platform: string }
  settings: {
    database: 'sqlite' | 'postgres'
    secondsPerLoad: number
    warmupSeconds: number
    connections: number[]
    acceptEncoding: string
    coldStartRuns: number
  }
  /** How each load was made, in words (also printed above the tables). */
  method: string[]
  list: ListFigures[]
  /** Large over small: how the one-month list scales with the number of Spaces stored. */
  scaling: Scaling[]
  coldStart: ColdStartFigures
  newsletter: NewsletterBench
  /** Connection errors, timeouts and non-2xx answers over all loads; the bench fails when not 0. */
  errors: number
  /** The site's calendar feed against bare node:http (feed.ts). */
  feed?: FeedFigures
}

export interface Scaling {
  connections: number
  small: number
  large: number
  warm: { smallRps: number; largeRps: number; ratio: number; smallP99: number; largeP99: number }
  bypassed: { smallRps: number; largeRps: number; ratio: number; smallP99: number; largeP99: number }
}

export function scalingOf(small: ListFigures, large: ListFigures): Scaling[] {
  return small.loads.flatMap((s) => {
    const l = large.loads.find((load) => load.connections === s.connections)
    if (!l) return []
    const pair = (a: LoadFigures, b: LoadFigures) => ({
      smallRps: a.requestsPerSecond,
      largeRps: b.requestsPerSecond,
      ratio: ratio(b.requestsPerSecond, a.requestsPerSecond),
      smallP99: a.p99,
      largeP99: b.p99,
    })
    return [
      {
        connections: s.connections,
        small: small.spacesStored,
        large: large.spacesStored,
        warm: pair(s.warm, l.warm),
        bypassed: pair(s.bypassed, l.bypassed),
      },
    ]
  })
}

export function ratio(a: number, b: number): number {
  return b > 0 ? Math.round((a / b) * 1000) / 1000 : 0
}

export function toMarkdown(r: BenchResults): string {
  const out: string[] = []
  const line = (text = '') => out.push(text)
  const table = (head: string[], rows: (string | number)[][]) => {
    line(`| ${head.join(' | ')} |`)
    line(`|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`)
    for (const row of rows) line(`| ${row.join(' | ')} |`)
    line()
  }

  line(`# npm run bench, ${r.startedAt}`)
  line()
  line(
    `${r.machine.cpus} × ${r.machine.cpuModel}, node ${r.machine.node}, ${r.settings.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}; ` +
      `${r.settings.secondsPerLoad} s per load after ${r.settings.warmupSeconds} s of warm-up per target. Figures are noisy on a shared machine; nothing here fails on a timing.`,
  )
  line()
  for (const text of r.method) line(`- ${text}`)
  line()

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
      'bypassed req/s',
      'bypassed p50 / p99 ms',
      'bypassed / bare',
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
        n(l.bypassed.requestsPerSecond),
        latency(l.bypassed),
        `${ratio(l.bypassed.requestsPerSecond, l.bare.requestsPerSecond).toFixed(3)}×`,
      ]),
    ),
  )

  const [first] = r.scaling
  if (first) {
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

  if (r.feed) feedSection(r.feed, line, table)

  line(`Errors (connection errors, timeouts, non-2xx answers) over all loads: ${r.errors}`)
  return out.join('\n')
}

function n(value: number): string {
  return value.toLocaleString('en-US')
}

function ms(value: number): string {
  return value < 10 ? String(Math.round(value * 10) / 10) : n(Math.round(value))
}

function latency(load: LoadFigures): string {
  return `${ms(load.p50)} / ${ms(load.p99)}`
}

/** The calendar feed section (issue 12). */
function feedSection(
  feed: FeedFigures,
  line: (text?: string) => void,
  table: (head: string[], rows: (string | number)[][]) => void,
): void {
  line(
    `## Calendar feed, GET ${feed.path}, ${n(feed.spacesStored)} upcoming Spaces, against bare node:http sending the same bytes`,
  )
  line()
  line(
    `${n(feed.events)} events, ${n(feed.icsBytes)} bytes of iCalendar sent as ${n(feed.encodedBytes)} bytes of ${feed.encoding}; ` +
      `cached per data version like the list, so this is the cached path.`,
  )
  line()
  table(
    ['connections', 'bare req/s', 'bare p50 / p99 ms', 'feed req/s', 'feed p50 / p99 ms', 'feed / bare'],
    [
      [
        feed.connections,
        n(feed.bare.requestsPerSecond),
        latency(feed.bare),
        n(feed.app.requestsPerSecond),
        latency(feed.app),
        `**${ratio(feed.app.requestsPerSecond, feed.bare.requestsPerSecond).toFixed(3)}×**`,
      ],
    ],
  )
}
