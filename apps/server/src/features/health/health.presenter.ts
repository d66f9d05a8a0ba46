import type { Locale } from '@spaces/shared/i18n/locales'
import type { TAdminHealth, TReadiness } from '@spaces/shared/schemas/health'
import type { Message } from '../../i18n/message'
import { mailFailureMessage, sayIn } from '../../i18n/stored'
import { translate } from '../../i18n/translate'
import type { BuildInfo } from '../../lib/build-info'
import { mailHoldReasonMessage } from '../../lib/mail-hold'
import type { MessageCounts } from '../../lib/metrics/ops-facts'
import { type HealthFacts, jobStatus, smtpStatus, xImportStatus } from './health.service'

const whole = (seconds: number) => Math.floor(seconds)

/** Each degraded part's sentence in `locale`. */
const sentences = (degraded: Record<string, Message>, locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(degraded).map(([part, sentence]) => [part, translate(locale, sentence)]))
const time = (seconds: number | null) => (seconds === null ? null : Math.floor(seconds))

/**
 * `/readyz`'s answer while the instance can serve: each part's state, figures, no error text; the
 * degraded parts' sentences in `locale` (English for a load balancer, which names no language).
 */
export function presentReadiness(
  facts: HealthFacts,
  dialect: 'sqlite' | 'postgres',
  locale: Locale,
): TReadiness {
  const { queues } = facts
  const degraded = sentences(facts.degraded, locale)
  const x = queues.xImport
  const checks: TReadiness['checks'] = {
    database: { status: 'ok', dialect },
    redis: { status: facts.redis },
    smtp: { status: smtpStatus(facts.mailServer), checked_at: facts.mailServer.checkedAt },
    outboxes: Object.fromEntries(
      queues.outboxes.map((o) => [o.name, { depth: o.depth, oldest_age_seconds: whole(o.oldestAgeSeconds) }]),
    ),
    x_import: {
      status: xImportStatus(x),
      last_run_at: x.lastFinishedAt,
      lag_seconds: x.lagSeconds === null ? null : whole(x.lagSeconds),
    },
    jobs: Object.fromEntries(
      facts.jobs.map((job) => [
        job.name,
        {
          status: jobStatus(job),
          running: job.running,
          last_success_at: time(job.lastSuccessAt),
          lag_seconds: job.lagSeconds === null ? null : whole(job.lagSeconds),
        },
      ]),
    ),
  }
  const mail = { held: facts.mail.held }
  return Object.keys(degraded).length > 0
    ? { status: 'ready', degraded, mail, checks }
    : { status: 'ready', mail, checks }
}

/**
 * The Health screen's facts: the same parts, with the reasons an admin may read, in `locale` (a
 * stored reason no catalog knows, or an error text, as it was written).
 */
export function presentAdminHealth(
  facts: HealthFacts,
  extra: {
    counts: MessageCounts
    build: BuildInfo
    startedAt: number
    dialect: 'sqlite' | 'postgres'
    locale: Locale
  },
): TAdminHealth {
  const { locale } = extra
  const now = Date.now() / 1000
  const { queues, mailServer } = facts
  const x = queues.xImport
  return {
    now: whole(now),
    instance: {
      version: extra.build.version,
      commit: extra.build.commit,
      started_at: whole(extra.startedAt),
      uptime_seconds: whole(now - extra.startedAt),
      database: extra.dialect,
      redis: facts.redis,
    },
    degraded: sentences(facts.degraded, locale),
    mail: {
      held: facts.mail.held,
      reason: facts.mail.reason === null ? null : sayIn(locale, mailHoldReasonMessage(facts.mail.reason)),
      since: facts.mail.since,
      transport: mailServer.transport,
      server: mailServer.status,
      checked_at: mailServer.checkedAt,
      server_reason: mailServer.reason === null ? null : sayIn(locale, mailFailureMessage(mailServer.reason)),
    },
    outboxes: queues.outboxes.map((o) => ({
      name: o.name,
      label: o.label,
      depth: o.depth,
      oldest_age_seconds: whole(o.oldestAgeSeconds),
      channels: channelsOf(extra.counts, o.name),
    })),
    x_import: {
      periodic: x.periodic,
      off_reason: x.offReason === null ? null : translate(locale, x.offReason),
      interval_seconds: x.intervalSeconds,
      last_started_at: x.lastStartedAt,
      last_finished_at: x.lastFinishedAt,
      last_error: x.lastError,
      not_before: x.notBefore,
      lag_seconds: x.lagSeconds === null ? null : whole(x.lagSeconds),
    },
    jobs: facts.jobs.map((job) => ({
      name: job.name,
      interval_seconds: job.intervalSeconds,
      scheduled: job.scheduled,
      running: job.running,
      running_since: time(job.runningSince),
      last_success_at: time(job.lastSuccessAt),
      last_failure_at: time(job.lastFailureAt),
      last_duration_seconds: job.lastDurationSeconds,
      last_failed: job.lastFailed,
      lag_seconds: job.lagSeconds === null ? null : whole(job.lagSeconds),
    })),
  }
}

/** An outbox's counts by channel, each status named as the series name it (`pending` is waiting). */
function channelsOf(counts: MessageCounts, outbox: string): TAdminHealth['outboxes'][number]['channels'] {
  const byChannel = new Map<string, Record<string, number>>()
  for (const row of counts) {
    if (row.outbox !== outbox) continue
    const status = row.status === 'pending' ? 'waiting' : row.status
    const channel = byChannel.get(row.channel) ?? {}
    channel[status] = (channel[status] ?? 0) + row.count
    byChannel.set(row.channel, channel)
  }
  return [...byChannel].sort(([a], [b]) => a.localeCompare(b)).map(([channel, c]) => ({ channel, counts: c }))
}
