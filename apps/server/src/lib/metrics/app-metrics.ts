import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { PoolStats } from '../../db/client'
import type { BuildInfo } from '../build-info'
import { cacheCounts } from './cache-counts'
import { type OpsSources, registerOpsMetrics } from './ops-metrics'

/** Everything `/metrics` reads at a scrape, besides the requests it is told of. */
export interface MetricSources extends OpsSources {
  pool: () => PoolStats
  build: BuildInfo
}

export interface AppMetrics {
  /** The Prometheus text format's content type. */
  contentType: string
  /** The whole exposition, read now. */
  text: () => Promise<string>
  /** One request the framework answered: its method, route pattern, status and time. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Request times from 5 ms to 10 s: a cached answer takes well under 5 ms, a share picture or a large
 * uncached page up to a second, and REQUEST_TIMEOUT_SECONDS cuts the slowest.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The instance's metrics in a registry of its own (several apps in one test process never collide):
 * Node's and the process's own (prom-client's defaults, event-loop delay among them), requests by
 * route pattern, the caches, the database pool, the build, and the series of lib/metrics/ops-metrics.ts.
 * Every name starts with `spaces_`; docs/operations.md lists each with its meaning.
 */
export function createAppMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry, prefix: 'spaces_' })
  // Gauges named like counters (Prometheus's own linter, `promtool check metrics`, refuses them);
  // the same numbers are in the series by type beside them.
  for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total']) {
    registry.removeSingleMetric(`spaces_nodejs_${name}`)
  }

  const requests = new Counter({
    name: 'spaces_http_requests_total',
    help: 'Requests the framework answered, by method, route pattern (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  })
  const durations = new Histogram({
    name: 'spaces_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  })
  new Gauge({
    name: 'spaces_build_info',
    help: 'Always 1: the version (package.json) and git commit this instance runs.',
    labelNames: ['version', 'commit'],
    registers,
  }).set({ version: sources.build.version, commit: sources.build.commit ?? 'unknown' }, 1)
  registerCacheCounts(registry)
  registerPool(registry, sources.pool)
  registerOpsMetrics(registry, sources)

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    observeRequest: (method, route, status, seconds) => {
      const labels = { method: METHODS.has(method) ? method : 'other', route, status: String(status) }
      requests.inc(labels)
      durations.observe(labels, seconds)
    },
  }
}

function registerCacheCounts(registry: Registry): void {
  const byRoute = (name: string, help: string, counts: Map<string, number>) =>
    new Counter({
      name,
      help,
      labelNames: ['route'],
      registers: [registry],
      collect() {
        this.reset()
        for (const [route, count] of counts) this.inc({ route }, count)
      },
    })
  byRoute(
    'spaces_response_cache_hits_total',
    'Answers the response cache held at the current data version, by route pattern.',
    cacheCounts.hits,
  )
  byRoute(
    'spaces_response_cache_rebuilds_total',
    'Answers the response cache did not hold (new, or their data changed) and made again, by route pattern.',
    cacheCounts.rebuilds,
  )
  new Counter({
    name: 'spaces_hot_answers_total',
    help: 'Requests answered from the hot answers before the framework (not in spaces_http_requests_total).',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(cacheCounts.hotAnswers)
    },
  })
}

function registerPool(registry: Registry, pool: () => PoolStats): void {
  const gauge = (name: string, help: string, value: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value(pool()))
      },
    })
  gauge(
    'spaces_db_pool_connections',
    'Database connections open (PostgreSQL pool; SQLite: its one connection).',
    (s) => s.total,
  )
  gauge(
    'spaces_db_pool_max_connections',
    'The most database connections the pool opens (SQLite: 1).',
    (s) => s.max,
  )
  // SQLite's one connection has no idle count or waiting queue of its own: those series are PostgreSQL's.
  if (pool().idle === null) return
  gauge(
    'spaces_db_pool_idle_connections',
    'Open database connections not in use (PostgreSQL only).',
    (s) => s.idle ?? 0,
  )
  gauge(
    'spaces_db_pool_waiting_requests',
    'Queries waiting for a free database connection (PostgreSQL only).',
    (s) => s.waiting ?? 0,
  )
}
