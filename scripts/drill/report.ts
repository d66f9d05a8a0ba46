/**
 * The drill's figures and its verdict: what the load saw in each phase, what the database holds for
 * the POSTs, and how the instances and PostgreSQL came back.
 */
import pg from 'pg'
import { type Outcome, type Phase, verdictOf } from './load'

export interface Restart {
  name: string
  exitCode: number | string
  exitMs: number
  readyMs: number
}

export interface Writes {
  /** POSTs answered 201. */
  created: number
  /** Markers with more than one row: a POST carried out twice. */
  duplicates: number
  /** POSTs answered 201 whose row is not there. */
  missing: number
  /** POSTs answered otherwise (503 during the outage) whose row is there nonetheless. */
  writtenDespiteFailure: number
}

/** Compares the POSTs' answers with the rows their markers left in the database. */
export async function checkWrites(databaseUrl: string, runId: string, outcomes: Outcome[]): Promise<Writes> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ title: string; count: string }>(
      'select title, count(*) as count from spaces where title like $1 group by title',
      [`drill ${runId} %`],
    )
    const rowsByMarker = new Map(rows.map((row) => [row.title, Number(row.count)]))
    const posts = outcomes.filter((o) => o.method === 'POST' && o.marker)
    const created = posts.filter((o) => o.status === 201)
    return {
      created: created.length,
      duplicates: rows.filter((row) => Number(row.count) > 1).length,
      missing: created.filter((o) => !rowsByMarker.has(o.marker as string)).length,
      writtenDespiteFailure: posts.filter((o) => o.status !== 201 && rowsByMarker.has(o.marker as string))
        .length,
    }
  } finally {
    await client.end()
  }
}

/** Counts of each verdict among a phase's outcomes, the given allowed ones apart. */
export function failuresOf(outcomes: Outcome[], phase: Phase, allowed: string[]): Map<string, number> {
  const failures = new Map<string, number>()
  for (const outcome of outcomes) {
    if (outcome.phase !== phase) continue
    const verdict = verdictOf(outcome)
    if (allowed.includes(verdict)) continue
    failures.set(`${outcome.method} ${verdict}`, (failures.get(`${outcome.method} ${verdict}`) ?? 0) + 1)
  }
  return failures
}

/** Counts the kinds of upstream failure in nginx's error log. */
export function upstreamErrorsOf(log: string): Map<string, number> {
  const kinds: [string, string][] = [
    ['upstream prematurely closed connection', 'connection closed before an answer (the hand-off)'],
    ['Connection refused', 'connection refused'],
    ['Connection reset by peer', 'connection reset'],
    ['timed out', 'timeout'],
  ]
  const found = new Map<string, number>()
  for (const line of log.split('\n')) {
    const kind = kinds.find(([text]) => line.includes('[error]') && line.includes(text))?.[1]
    if (kind) found.set(kind, (found.get(kind) ?? 0) + 1)
  }
  return found
}

const count = (n: number) => n.toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const listed = (failures: Map<string, number>) =>
  failures.size === 0 ? '0' : [...failures].map(([kind, n]) => `${count(n)} × ${kind}`).join(', ')

export interface Figures {
  outcomes: Outcome[]
  restarts: Restart[]
  restartSeconds: number
  postgres: { downMs: number; recoveryMs: number | undefined; outageFrom: number; upAt: number }
  writes: Writes
  /** What nginx's error log says of its upstreams: each kind of failure it met, and how often. */
  upstreamErrors: Map<string, number>
  wallMs: number
}

/** Prints the figures and answers the list of what failed (empty: the drill passed). */
export function report(figures: Figures): string[] {
  const { outcomes, restarts, postgres, writes } = figures
  const problems: string[] = []
  const restartPhase = outcomes.filter((o) => o.phase === 'restarts')
  const restartFailures = failuresOf(outcomes, 'restarts', ['ok'])
  const gets = restartPhase.filter((o) => o.method === 'GET').length
  console.log(`\nRolling restart under load (${seconds(figures.restartSeconds * 1000)}, through nginx):`)
  console.log(
    `  requests: ${count(restartPhase.length)} (GET ${count(gets)}, POST ${count(restartPhase.length - gets)})`,
  )
  console.log(`  failed: ${listed(restartFailures)}`)
  for (const r of restarts) {
    console.log(
      `  ${r.name}: SIGTERM → exit ${r.exitCode} after ${seconds(r.exitMs)}, ready again ${seconds(r.readyMs)} later`,
    )
    if (r.exitCode !== 0) problems.push(`${r.name} exited with ${r.exitCode} on SIGTERM`)
  }
  console.log(
    `  nginx's upstream errors (requests it sent to the other instance): ${listed(figures.upstreamErrors)}`,
  )
  if (restartFailures.size > 0)
    problems.push(`requests failed during the rolling restart: ${listed(restartFailures)}`)

  const pgPhase = outcomes.filter((o) => o.phase === 'postgres')
  const pgFailures = failuresOf(outcomes, 'postgres', ['ok', 'unavailable'])
  const unavailable = pgPhase.filter((o) => verdictOf(o) === 'unavailable')
  console.log(`\nPostgreSQL restarted under load (down ${seconds(postgres.downMs)}):`)
  console.log(`  requests: ${count(pgPhase.length)}; 503 with Retry-After: ${count(unavailable.length)}`)
  console.log(`  failed otherwise (500, 502, resets…): ${listed(pgFailures)}`)
  if (unavailable.length > 0) {
    const from = Math.min(...unavailable.map((o) => o.at)) - postgres.outageFrom
    const to = Math.max(...unavailable.map((o) => o.at)) - postgres.outageFrom
    console.log(`  503s answered from ${seconds(from)} to ${seconds(to)} after PostgreSQL was stopped`)
  }
  if (postgres.recoveryMs === undefined)
    problems.push('no write succeeded within 20 s of PostgreSQL being back')
  else
    console.log(
      `  recovery: the first write succeeded ${seconds(postgres.recoveryMs)} after PostgreSQL was back`,
    )
  if (pgFailures.size > 0)
    problems.push(`requests failed otherwise than 503 + Retry-After: ${listed(pgFailures)}`)

  console.log('\nWrites (POST /api/spaces, each with a marker of its own):')
  console.log(
    `  answered 201: ${count(writes.created)}; duplicates: ${writes.duplicates}; answered 201 but missing: ${writes.missing}`,
  )
  console.log(
    `  not answered 201 but written all the same (a commit whose answer was cut): ${writes.writtenDespiteFailure}`,
  )
  if (writes.duplicates > 0) problems.push(`${writes.duplicates} POSTs were carried out twice`)
  if (writes.missing > 0) problems.push(`${writes.missing} POSTs answered 201 left no row`)
  console.log(`\nWall time: ${seconds(figures.wallMs)}`)
  return problems
}
