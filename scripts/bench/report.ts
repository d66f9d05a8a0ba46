/** Every figure of one run, and the Markdown tables printed from them (`--json` prints the object itself). */

import { channelsLiveSection } from './channels-live'
import { embedMarkdown } from './embed'
import { homeBytesMarkdown } from './home-bytes'
import { lighthouseMarkdown } from './lighthouse'
import type { ListFigures } from './list-figures'
import type { LoadFigures } from './load'
import { remindersSection } from './reminders'
import { bypassedRate, markdownWriter, ms, n, ratio } from './report-markdown'
import { attackSection, feedSection, hugeSection } from './report-optional-sections'
import { rebuildSection } from './report-rebuilds'
import {
  coldStartSection,
  goalsSection,
  headerSection,
  listSection,
  memorySection,
  newsletterSection,
  scalingSection,
} from './report-sections'
import type { BenchResults, Goal, Scaling } from './results'
import { searchMarkdown } from './search'
import { webhooksSection } from './webhooks'

export { ratio } from './report-markdown'

/** The bench's goals (what the list, the attack and the huge run must reach), each load on its own. */
export function goalsOf(r: BenchResults): Goal[] {
  const goals: Goal[] = []
  const [small, large] = r.list
  for (const l of small?.loads ?? []) {
    const x = ratio(l.warm.requestsPerSecond, l.bare.requestsPerSecond)
    goals.push({
      goal: `cached small answer (${n(small?.spacesStored ?? 0)} Spaces stored, one month) ≥ 0.6× bare node:http, ${l.connections} connections`,
      figure: `${x.toFixed(3)}× (${n(l.warm.requestsPerSecond)} against ${n(l.bare.requestsPerSecond)} req/s)`,
      met: x >= 0.6,
    })
  }
  for (const l of large?.loads ?? []) {
    goals.push({
      goal: `cache-bypassed month at ${n(large?.spacesStored ?? 0)} Spaces ≥ 300 req/s, ${l.connections} connections`,
      figure: `${bypassedRate(l.bypassed)} req/s`,
      met: l.bypassed.okPerSecond >= 300,
    })
  }
  for (const run of r.attack?.runs ?? []) {
    goals.push({
      goal: `/healthz p99 ≤ 50 ms under the attack, read limit ${run.readLimit}`,
      figure: `${ms(run.healthz.p99)} ms`,
      met: run.healthz.p99 <= 50,
    })
  }
  if (r.huge) {
    const errors = r.huge.loads.reduce((sum, l) => sum + l.load.errors, 0)
    const scans = r.huge.plans.filter((plan) => !plan.usesIndex).map((plan) => plan.name)
    goals.push({
      goal: `${n(r.huge.spacesStored)} Spaces on ${r.settings.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: lists and feeds answer, every list plan on an index`,
      figure: `${errors} failed requests; ${scans.length === 0 ? 'no full scan or sort' : `full scan or sort in: ${scans.join('; ')}`}`,
      met: errors === 0 && scans.length === 0,
    })
  }
  return goals
}

export function scalingOf(small: ListFigures, large: ListFigures): Scaling[] {
  return small.loads.flatMap((s) => {
    const l = large.loads.find((load) => load.connections === s.connections)
    if (!l) return []
    // Bypassed: 200s only (the bounded line may shed misses with 503).
    const pair = (a: LoadFigures, b: LoadFigures, rate: 'requestsPerSecond' | 'okPerSecond') => ({
      smallRps: a[rate],
      largeRps: b[rate],
      ratio: ratio(b[rate], a[rate]),
      smallP99: a.p99,
      largeP99: b.p99,
    })
    return [
      {
        connections: s.connections,
        small: small.spacesStored,
        large: large.spacesStored,
        warm: pair(s.warm, l.warm, 'requestsPerSecond'),
        bypassed: pair(s.bypassed, l.bypassed, 'okPerSecond'),
      },
    ]
  })
}

/** The whole report: each section in its own function (report-sections.ts, report-optional-sections.ts). */
export function toMarkdown(r: BenchResults): string {
  const md = markdownWriter()
  headerSection(r, md)
  listSection(r, md)
  scalingSection(r, md)
  memorySection(r, md)
  coldStartSection(r, md)
  newsletterSection(r, md)
  if (r.reminders) remindersSection(r.reminders, md.line, md.table)
  if (r.webhooks) webhooksSection(r.webhooks, md.line, md.table)
  if (r.channelsLive) channelsLiveSection(r.channelsLive, md.line, md.table)
  if (r.feed) feedSection(r.feed, md)
  if (r.embed) md.line(embedMarkdown(r.embed))
  if (r.homeBytes) md.line(homeBytesMarkdown(r.homeBytes))
  if (r.search) md.line(searchMarkdown(r.search))
  if (r.attack) attackSection(r.attack, md)
  if (r.rebuilds) rebuildSection(r.rebuilds, md)
  if (r.huge) hugeSection(r.huge, md)
  goalsSection(r, md)
  if (r.lighthouse) md.line(lighthouseMarkdown(r.lighthouse))
  md.line(`Errors (connection errors, timeouts, non-2xx answers) over all loads: ${r.errors}`)
  return md.text()
}
