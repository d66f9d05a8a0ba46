/**
 * `npx tsx scripts/bench/list-main.ts`: the one-month list of list.ts alone, at BENCH_SPACES Spaces
 * (SQLite, or PostgreSQL with BENCH_DATABASE_URL), as JSON, for a quick run while working on the
 * list's cost; `npm run bench` runs it with everything else.
 */
import { readSettings } from './config'
import { createBenchDatabase } from './database'
import { benchList } from './list'
import { buildBundle } from './server-process'

const settings = readSettings([])
const bundle = await buildBundle()
const database = await createBenchDatabase('list', settings.pgAdminUrl)
try {
  const figures = await benchList(settings, database, settings.spacesLarge, bundle.file, (line) =>
    process.stderr.write(`bench: ${line}\n`),
  )
  console.log(JSON.stringify({ ...figures, queryPlan: undefined }, null, 2))
} finally {
  await database.drop()
  bundle.remove()
}
