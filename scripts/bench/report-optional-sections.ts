// The report's sections for the runs that are not always made: the feed, the attack, 1,000,000 Spaces.
import type { AttackFigures } from './attack'
import type { FeedFigures } from './feed'
import type { HugeFigures } from './huge'
import { bypassedRate, cpu, latency, type Markdown, ms, n, nonOk, ratio, statuses } from './report-markdown'

/** The calendar feed section. */
export function feedSection(feed: FeedFigures, { line, table }: Markdown): void {
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

/** /healthz under the attack. */
export function attackSection(attack: AttackFigures, { line, table }: Markdown): void {
  line(
    `## Attack: /healthz while ${attack.attackers} clients send distinct wide windows, ${n(attack.spacesStored)} Spaces stored`,
  )
  line()
  line(
    `Each attack request asks GET /api/spaces for a ${attack.windowDays}-day window (the cap) starting on a day of its own (a day shorter on each further cycle over the seeded span), so every one misses the response cache; ` +
      `every fifth asks for ${attack.wideWindowDays} days, past the cap. ${attack.runs[0]?.healthz.probes ?? 0} sequential /healthz probes on one keep-alive connection, ` +
      'from a process of their own, start a second into the attack, which stops when they are done. Each run on a freshly started server.',
  )
  line()
  table(
    [
      'read limit',
      'healthz p50 / p99 / max ms, idle',
      'healthz p50 / p99 / max ms, attacked',
      'attack s',
      'attack requests',
      'attack req/s',
      'answered',
      'server µs/req',
    ],
    attack.runs.map((run) => [
      run.readLimit,
      `${ms(run.idle.p50)} / ${ms(run.idle.p99)} / ${ms(run.idle.max)}`,
      `${ms(run.healthz.p50)} / **${ms(run.healthz.p99)}** / ${ms(run.healthz.max)}`,
      run.attackers.seconds,
      n(run.attackers.requests),
      n(run.attackers.requestsPerSecond),
      `${statuses(run.attackers)}${run.attackers.errors - nonOk(run.attackers) > 0 ? `; ${run.attackers.errors - nonOk(run.attackers)} connection errors or timeouts` : ''}`,
      cpu(run.attackers),
    ]),
  )
}

/** 1,000,000 Spaces. */
export function hugeSection(huge: HugeFigures, { line, table }: Markdown): void {
  line(`## ${n(huge.spacesStored)} Spaces stored (seeded in ${n(Math.round(huge.seedMs / 100) / 10)} s)`)
  line()
  table(
    [
      'target',
      'path',
      'items in the answer',
      'bytes sent',
      'connections',
      'req/s',
      'p50 / p99 ms',
      'server µs/req',
    ],
    huge.loads.map((l) => [
      l.name,
      `\`${l.path.replace(/\?.*/, '?…')}\``,
      n(l.items),
      n(l.encodedBytes),
      l.load.connections,
      `**${bypassedRate(l.load)}**`,
      latency(l.load),
      cpu(l.load),
    ]),
  )
  const x = huge.xImport
  line("The X import's writes, from the bench process with the server's own functions, one after the other:")
  line()
  table(
    ['write', 'times', 'µs each'],
    [
      [
        "an imported Space: transaction, the host's daily quota claim (row lock, the last day's Spaces), insert",
        x.inserts,
        n(x.insertUs),
      ],
      [`linked rows by X id, ${x.lookupBatch} ids a query`, x.lookups, n(x.lookupUs)],
      ['a linked row updated (state, listeners)', x.updates, n(x.updateUs)],
    ],
  )
  line(
    "Query plans (the server's own queries, compiled by its functions and explained with the same parameters):",
  )
  line()
  for (const plan of huge.plans) {
    line(`- ${plan.name}${plan.usesIndex ? '' : ' — **full scan or sort**'}: \`${plan.plan}\``)
  }
  line()
}
