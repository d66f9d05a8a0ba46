import { Counter, Gauge, type Registry } from 'prom-client'
import type { MailServerState } from '../mail-server-watch'
import type { JobReport } from './job-watch'
import type { OpsFacts } from './ops-facts'

/** Where the series of the outboxes, the mail, the X import and the jobs come from at each scrape. */
export interface OpsSources {
  facts: OpsFacts
  jobs: () => JobReport[]
  /** The mail server as this instance last saw it. */
  mailServer: () => MailServerState
  /** Set up at start: SMTP_URL (a server to watch) or files; an X import that runs on an interval. */
  setup: { smtp: boolean; xImportPeriodic: boolean }
}

/** An outbox row's status as its series says it: `pending` rows are the ones waiting. */
const statusLabel = (status: string) => (status === 'pending' ? 'waiting' : status)

/**
 * A series without labels is always shown; NaN is its value while nothing is known yet (no run
 * finished, the mail server not yet tried), so no comparison in an alert rule holds on it.
 */
const UNKNOWN = Number.NaN

/**
 * The series read from the database at scrape time (the outboxes, held mail, the X import) and from
 * this instance's job runner and mail server watch. Each gauge is emptied and refilled at every
 * scrape, so a series that no longer applies (a job no longer running) is gone, not stale.
 */
export function registerOpsMetrics(registry: Registry, sources: OpsSources): void {
  const registers = [registry]
  const { facts } = sources
  new Gauge({
    name: 'spaces_outbox_depth',
    help: 'Messages waiting in each outbox (queued, or waiting to be tried again).',
    labelNames: ['outbox'],
    registers,
    async collect() {
      const { outboxes } = await facts.queues()
      this.reset()
      for (const outbox of outboxes) this.set({ outbox: outbox.name }, outbox.depth)
    },
  })
  new Gauge({
    name: 'spaces_outbox_oldest_age_seconds',
    help: 'How long the oldest waiting message of each outbox has waited (0 when none waits).',
    labelNames: ['outbox'],
    registers,
    async collect() {
      const { outboxes } = await facts.queues()
      this.reset()
      for (const outbox of outboxes) this.set({ outbox: outbox.name }, outbox.oldestAgeSeconds)
    },
  })
  new Gauge({
    name: 'spaces_outbox_messages',
    help: 'Messages in each outbox by channel (email, push) and status (waiting, sent, failed, bounced, skipped, missed); recounted at most every 5 s.',
    labelNames: ['outbox', 'channel', 'status'],
    registers,
    async collect() {
      const counts = await facts.counts()
      this.reset()
      for (const row of counts) {
        this.set({ outbox: row.outbox, channel: row.channel, status: statusLabel(row.status) }, row.count)
      }
    },
  })
  new Gauge({
    name: 'spaces_mail_held',
    help: "1 while the site's mail is held (nothing is sent, queued mail waits), else 0.",
    registers,
    async collect() {
      this.set((await facts.mail()).held ? 1 : 0)
    },
  })
  if (sources.setup.smtp) registerMailServer(registers, sources)
  registerXImport(registers, facts, sources.setup.xImportPeriodic)
  registerJobs(registers, sources.jobs)
}

function registerMailServer(registers: Registry[], sources: OpsSources): void {
  new Gauge({
    name: 'spaces_mail_server_up',
    help: '1 when the mail server (SMTP_URL) answered the last send or check, 0 when it did not, NaN before the first; only with SMTP_URL.',
    registers,
    collect() {
      const { status } = sources.mailServer()
      this.set(status === 'unknown' ? UNKNOWN : status === 'ok' ? 1 : 0)
    },
  })
}

function registerXImport(registers: Registry[], facts: OpsFacts, periodic: boolean): void {
  const xImport = async () => (await facts.queues()).xImport
  new Gauge({
    name: 'spaces_x_import_last_run_timestamp_seconds',
    help: 'When the last X import run finished (unix time); NaN before the first.',
    registers,
    async collect() {
      const { lastFinishedAt } = await xImport()
      this.set(lastFinishedAt ?? UNKNOWN)
    },
  })
  new Gauge({
    name: 'spaces_x_import_last_run_failed',
    help: "1 when the last finished X import run recorded an error (X out of reach, X's rate limit, a failure), else 0; NaN before the first.",
    registers,
    async collect() {
      const { lastFinishedAt, lastError } = await xImport()
      this.set(lastFinishedAt === null ? UNKNOWN : lastError === null ? 0 : 1)
    },
  })
  if (periodic) {
    new Gauge({
      name: 'spaces_x_import_lag_seconds',
      help: 'Seconds the next X import run is overdue: since the last one started (any instance), beyond X_SYNC_INTERVAL_SECONDS; only when it runs on an interval.',
      registers,
      async collect() {
        this.set((await xImport()).lagSeconds ?? 0)
      },
    })
  }
  new Counter({
    name: 'spaces_x_import_errors_total',
    help: "Finished X import runs that recorded an error, as this instance saw them (any instance's runs).",
    registers,
    async collect() {
      const { errorsSeen } = await xImport()
      this.reset()
      this.inc(errorsSeen)
    },
  })
}

/**
 * The job's name is the label `job_name`, not `job`: Prometheus gives every scraped series the
 * target's own `job` label and would rename ours `exported_job`.
 */
function registerJobs(registers: Registry[], jobs: () => JobReport[]): void {
  // A job this instance neither runs on its interval nor has run says nothing about its health.
  const watched = () => jobs().filter((job) => job.scheduled || job.runs.success + job.runs.failure > 0)
  const gauge = (name: string, help: string, value: (job: JobReport) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['job_name'],
      registers,
      collect() {
        this.reset()
        for (const job of watched()) {
          const v = value(job)
          if (v !== null) this.set({ job_name: job.name }, v)
        }
      },
    })
  gauge(
    'spaces_job_last_success_timestamp_seconds',
    "When the job's last run on this instance that did not fail ended (unix time); absent before the first.",
    (job) => job.lastSuccessAt,
  )
  gauge(
    'spaces_job_last_duration_seconds',
    "How long the job's last finished run on this instance took, failed or not.",
    (job) => job.lastDurationSeconds,
  )
  gauge(
    'spaces_job_lag_seconds',
    'Seconds a successful run of the job is overdue on this instance: since the last one ended (or the instance started), beyond its interval. A long run (a large newsletter) counts as overdue too.',
    (job) => job.lagSeconds,
  )
  gauge('spaces_job_running', '1 while a run of the job is under way on this instance.', (job) =>
    job.running ? 1 : 0,
  )
  gauge('spaces_job_last_run_failed', "1 when the job's last finished run on this instance threw.", (job) =>
    job.runs.success + job.runs.failure > 0 ? (job.lastFailed ? 1 : 0) : null,
  )
  new Counter({
    name: 'spaces_job_runs_total',
    help: 'Finished runs of each job on this instance, by outcome (success: it resolved; failure: it threw).',
    labelNames: ['job_name', 'outcome'],
    registers,
    collect() {
      this.reset()
      for (const job of watched()) {
        this.inc({ job_name: job.name, outcome: 'success' }, job.runs.success)
        this.inc({ job_name: job.name, outcome: 'failure' }, job.runs.failure)
      }
    },
  })
}
