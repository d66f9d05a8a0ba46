import type { TAdminHealth, THealthJob } from '@spaces/shared/schemas/health'
import { Placed, slot } from '../../../components/ui/placed'
import { t } from '../../../i18n/i18n'
import {
  channelLabel,
  countsText,
  durationText,
  intervalText,
  jobLabel,
  outboxLabel,
  queueText,
  runTimeText,
} from '../health-text'
import { Fact, Facts, HealthSection, StateTag, When } from './health-parts'

type Props = { health: TAdminHealth; zone: string }

/** Each outbox: what waits and for how long, and every message by channel and state. */
export function QueuesSection({ health }: Props) {
  return (
    <HealthSection title={t('Outgoing queues')}>
      {health.outboxes.map((outbox) => (
        <div key={outbox.name} className="health__item">
          <h3 className="health__item-title">{outboxLabel(outbox)}</h3>
          <p>{queueText(outbox.depth, outbox.oldest_age_seconds)}</p>
          {outbox.channels.length === 0 ? (
            <p className="health__quiet">{t('No messages yet.')}</p>
          ) : (
            <Facts>
              {outbox.channels.map(({ channel, counts }) => (
                <Fact key={channel} term={channelLabel(channel)}>
                  {countsText(counts)}
                </Fact>
              ))}
            </Facts>
          )}
        </div>
      ))}
    </HealthSection>
  )
}

/** The X import across the site: when it last ran, how it went, whether it is late. */
export function XImportSection({ health, zone }: Props) {
  const x = health.x_import
  let schedule = t('Runs only when an admin presses Sync now (X_SYNC_INTERVAL_SECONDS=0).')
  if (x.off_reason) schedule = x.off_reason
  else if (x.periodic)
    schedule = t('{schedule}, on one instance at a time.', { schedule: intervalText(x.interval_seconds) })
  return (
    <HealthSection title={t('Import from X')}>
      <p className="health__quiet">{schedule}</p>
      {x.last_started_at === null ? (
        <p>{t('No run yet.')}</p>
      ) : (
        <Facts>
          <Fact term={t('Last run')}>
            <When at={x.last_started_at} zone={zone} />
            {x.last_finished_at === null ? ` ${t('(still running, or stopped before it finished)')}` : ''}
          </Fact>
          <Fact term={t('Outcome')}>
            {x.last_finished_at === null ? (
              t('Not finished')
            ) : x.last_error ? (
              <>
                <StateTag tone="bad">{t('Failed')}</StateTag> {x.last_error}
              </>
            ) : (
              <StateTag tone="good">{t('Went well')}</StateTag>
            )}
          </Fact>
          {x.lag_seconds !== null && x.lag_seconds > 0 ? (
            <Fact term={t('Next run')}>
              {t('Overdue by {duration}', { duration: durationText(x.lag_seconds) })}
            </Fact>
          ) : null}
        </Facts>
      )}
      {x.not_before !== null ? (
        <p>
          <Placed
            text={t("X's rate limit: the next call waits until {time}.", { time: slot('time') })}
            nodes={{ time: <When at={x.not_before} zone={zone} /> }}
          />
        </p>
      ) : null}
    </HealthSection>
  )
}

/** The periodic jobs as the instance that answered runs them. */
export function JobsSection({ health, zone }: Props) {
  return (
    <HealthSection title={t('Jobs on this instance')}>
      {health.jobs.length === 0 ? (
        <p className="health__quiet">{t('This instance has no periodic jobs.')}</p>
      ) : (
        health.jobs.map((job) => (
          <div key={job.name} className="health__item">
            <h3 className="health__item-title">{jobLabel(job.name)}</h3>
            <p className="health__quiet">
              {job.scheduled
                ? intervalText(job.interval_seconds)
                : t('Not run on a schedule here (RUN_JOBS=false)')}
            </p>
            <p>
              <JobState job={job} zone={zone} />
            </p>
          </div>
        ))
      )}
    </HealthSection>
  )
}

function JobState({ job, zone }: { job: THealthJob; zone: string }) {
  if (job.running && job.running_since !== null) {
    return (
      <>
        <StateTag tone="quiet">{t('Running')}</StateTag>{' '}
        <Placed
          text={t('since {time}', { time: slot('time') })}
          nodes={{ time: <When at={job.running_since} zone={zone} /> }}
        />
      </>
    )
  }
  if (job.last_failed && job.last_failure_at !== null) {
    return (
      <>
        <StateTag tone="bad">{t('Failed')}</StateTag>{' '}
        <Placed
          text={t("at {time} (the server's log says why)", { time: slot('time') })}
          nodes={{ time: <When at={job.last_failure_at} zone={zone} /> }}
        />
      </>
    )
  }
  if (job.last_success_at === null) return <>{t('Not run yet by this instance')}</>
  return (
    <>
      <StateTag tone="good">{t('Done')}</StateTag>{' '}
      <Placed
        text={t('at {time}', { time: slot('time') })}
        nodes={{ time: <When at={job.last_success_at} zone={zone} /> }}
      />
      {job.last_duration_seconds !== null
        ? ` ${t('in {duration}', { duration: runTimeText(job.last_duration_seconds) })}`
        : ''}
      {job.lag_seconds !== null && job.lag_seconds > 0
        ? t('; overdue by {duration}', { duration: durationText(job.lag_seconds) })
        : ''}
    </>
  )
}
