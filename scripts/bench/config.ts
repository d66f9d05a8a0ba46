/**
 * What one bench run measures and for how long: the command line (`--json`) and the environment,
 * every variable optional.
 *
 *   BENCH_SPACES=100000         Spaces stored in the large database
 *   BENCH_SPACES_SMALL=1000     Spaces stored in the small one
 *   BENCH_SPACES_HUGE=1000000   Spaces stored in the third database (huge.ts); 0 skips it
 *   BENCH_SECONDS=5             seconds per measured load
 *   BENCH_WARMUP_SECONDS=1      seconds of unmeasured load per target before the first measured one
 *   BENCH_CONNECTIONS=10,50     connection counts, each measured on its own
 *   BENCH_COLD_STARTS=5         cold starts per command (the median is reported)
 *   BENCH_SUBSCRIBERS=10000     newsletter recipients (newsletter.ts)
 *   BENCH_LIGHTHOUSE=on         off skips Lighthouse on the five public pages (lighthouse.ts)
 *   BENCH_LIGHTHOUSE_RUNS=3     Lighthouse runs per page (the median is reported)
 *   BENCH_REBUILD_ROUNDS=5      PostgreSQL: rounds of /healthz while the feed and sitemap are rebuilt
 *   BENCH_IDLE_SECONDS=300      PostgreSQL: idle seconds in which cache rebuilds are counted (rebuilds.ts)
 *   BENCH_NODE_FLAGS=           node flags for every server the bench starts, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
 *                               PostgreSQL instead of SQLite: the bench creates its own databases
 *                               next to this one and drops them at the end
 */
export interface BenchSettings {
  /** Print one JSON object instead of Markdown tables. */
  json: boolean
  spacesSmall: number
  spacesLarge: number
  /** 0: no third database. */
  spacesHuge: number
  seconds: number
  warmupSeconds: number
  connections: number[]
  coldStartRuns: number
  pgAdminUrl: string | undefined
  lighthouse: boolean
  lighthouseRuns: number
}

export function readSettings(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): BenchSettings {
  const unknown = argv.filter((arg) => arg !== '--json')
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')} (the only one is --json).`)
  return {
    json: argv.includes('--json'),
    spacesSmall: count(env, 'BENCH_SPACES_SMALL', 1_000),
    spacesLarge: count(env, 'BENCH_SPACES', 100_000),
    spacesHuge: count(env, 'BENCH_SPACES_HUGE', 1_000_000, { zero: true }),
    seconds: count(env, 'BENCH_SECONDS', 5),
    warmupSeconds: count(env, 'BENCH_WARMUP_SECONDS', 1, { zero: true }),
    connections: list(env, 'BENCH_CONNECTIONS', [10, 50]),
    coldStartRuns: count(env, 'BENCH_COLD_STARTS', 5),
    pgAdminUrl: env.BENCH_DATABASE_URL?.trim() || undefined,
    lighthouse: env.BENCH_LIGHTHOUSE?.trim().toLowerCase() !== 'off',
    lighthouseRuns: count(env, 'BENCH_LIGHTHOUSE_RUNS', 3),
  }
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, options = { zero: false }): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw.replaceAll('_', ''))
  if (!Number.isInteger(value) || value < (options.zero ? 0 : 1)) {
    throw new Error(`${name} must be a whole number of at least ${options.zero ? 0 : 1} (got ${raw}).`)
  }
  return value
}

function list(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  return raw.split(',').map((part) => count({ [name]: part }, name, 0))
}
