// The report's section for the cache rebuilds on two PostgreSQL instances (rebuilds.ts).
import type { RebuildFigures } from './rebuilds'
import { type Markdown, ms, n } from './report-markdown'

export function rebuildSection(r: RebuildFigures, { line, table }: Markdown): void {
  line(`## Caches under rebuild: PostgreSQL, ${r.instances} instances, ${n(r.spacesStored)} Spaces`)
  line()
  line(
    `Each of ${r.rounds} rounds changes one Space, then asks both instances for /feeds/spaces.ics and /sitemap.xml until both answer the new bytes, ` +
      'while probe processes of their own send /healthz to both instances one after the other. Then the instances idle with their jobs running (RUN_JOBS), ' +
      'the feed, the sitemap and a month asked for on both every 10 s: the rebuilds are the response cache’s, from /metrics. Goals: /healthz p99 ≤ 50 ms, 0 rebuilds idle.',
  )
  line()
  table(
    [
      'healthz probes',
      'healthz p50 / p99 / max ms',
      'rebuilt in ms (per round)',
      'idle s',
      'idle rebuilds',
      'Spaces that ended meanwhile',
    ],
    [
      [
        n(r.healthz.probes),
        `${ms(r.healthz.p50)} / **${ms(r.healthz.p99)}** / ${ms(r.healthz.max)}`,
        r.rebuildMs.join(', '),
        r.idle.seconds,
        `**${r.idle.rebuilds}**`,
        r.idle.spacesEnded,
      ],
    ],
  )
}
