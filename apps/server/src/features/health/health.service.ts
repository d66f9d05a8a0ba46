import { type Message, msg, waitMessage } from '../../i18n/message'
import { mailFailureMessage } from '../../i18n/stored'
import type { MailHoldState } from '../../lib/mail-hold'
import type { MailServerState } from '../../lib/mail-server-watch'
import type { JobReport } from '../../lib/metrics/job-watch'
import type { QueueFacts, XImportFacts } from '../../lib/metrics/ops-facts'
import type { HealthDeps } from './health.deps'

type PartStatus = 'ok' | 'degraded' | 'off' | 'unknown'

/** What `/readyz` and the Health screen both read: one instance's view of every part, and what is degraded. */
export interface HealthFacts {
  queues: QueueFacts
  mail: MailHoldState
  jobs: JobReport[]
  mailServer: MailServerState
  redis: PartStatus
  /** Each degraded part by name, with a sentence fit for anyone to read (no error text, no address). */
  degraded: Record<string, Message>
}

/**
 * The X import is degraded when its last finished run recorded an error, or when a periodic run is
 * more than an interval overdue (no instance started one for two intervals).
 */
export function xImportStatus(x: XImportFacts): PartStatus {
  if (x.offReason !== null) return 'off'
  if (x.lastError !== null) return 'degraded'
  if (x.lagSeconds !== null && x.lagSeconds > x.intervalSeconds) return 'degraded'
  return 'ok'
}

/** A job is degraded on this instance when its last run threw; off when this instance never runs it. */
export function jobStatus(job: JobReport): PartStatus {
  if (job.lastFailed) return 'degraded'
  return job.scheduled || job.runs.success > 0 ? 'ok' : 'off'
}

export function smtpStatus(state: MailServerState): PartStatus {
  if (state.transport === 'files') return 'off'
  if (state.status === 'unknown') return 'unknown'
  return state.status === 'ok' ? 'ok' : 'degraded'
}

function degradedParts(deps: HealthDeps, facts: Omit<HealthFacts, 'degraded'>): Record<string, Message> {
  const degraded = deps.readiness.degraded()
  if (smtpStatus(facts.mailServer) === 'degraded') {
    degraded.smtp = msg(
      'The mail server (SMTP_URL) did not answer as it should at the last try ({reason}): mail waits and is tried again.',
      { reason: mailFailureMessage(facts.mailServer.reason ?? 'mail could not be sent') },
    )
  }
  const x = facts.queues.xImport
  if (xImportStatus(x) === 'degraded') {
    degraded.x_import =
      x.lastError !== null
        ? msg('The last X import recorded an error: admins see it on the Health screen.')
        : msg('No X import has started for {lag} past its interval of {interval}.', {
            lag: waitMessage(x.lagSeconds ?? 0),
            interval: waitMessage(x.intervalSeconds),
          })
  }
  const failing = facts.jobs.filter((job) => jobStatus(job) === 'degraded').map((job) => job.name)
  if (failing.length > 0) {
    degraded.jobs = msg('The last run on this instance failed for: {jobs} (the log says why).', {
      jobs: failing.join(', '),
    })
  }
  return degraded
}

/**
 * Every part as this instance sees it now. The queues and the X import come from the database (read
 * at most once a second, whoever asks); the mail server from the last send or check, and a check is
 * started in the background when a minute passed without either.
 */
export async function readHealthFacts(deps: HealthDeps): Promise<HealthFacts> {
  deps.mailServer.refresh()
  const [queues, mail] = await Promise.all([deps.ops.facts.queues(), deps.ops.facts.mail()])
  const facts = {
    queues,
    mail,
    jobs: deps.ops.jobs.report(deps.listJobs()),
    mailServer: deps.mailServer.state(),
    redis: (!deps.redisConfigured
      ? 'off'
      : deps.readiness.degraded().redis
        ? 'degraded'
        : 'ok') as PartStatus,
  }
  return { ...facts, degraded: degradedParts(deps, facts) }
}
