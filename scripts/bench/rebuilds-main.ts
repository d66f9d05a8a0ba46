/**
 * `npx tsx scripts/bench/rebuilds-main.ts`: the rebuild figures of rebuilds.ts alone (PostgreSQL:
 * BENCH_DATABASE_URL), as JSON, for a quick run while working on the caches; `npm run bench` runs
 * them with everything else.
 */
import { readSettings } from './config'
import { benchRebuilds } from './rebuilds'
import { buildBundle } from './server-process'

const settings = readSettings([])
const bundle = await buildBundle()
try {
  const figures = await benchRebuilds(settings, bundle.file, (line) =>
    process.stderr.write(`bench: ${line}\n`),
  )
  console.log(JSON.stringify(figures ?? 'PostgreSQL only: set BENCH_DATABASE_URL', null, 2))
} finally {
  bundle.remove()
}
