import type { TAdminHealth, THealthJob } from '@spaces/shared/schemas/health'
import {
  channelLabel,
  countsText,
  durationText,
  intervalText,
  jobLabel,
  queueText,
  runTimeText,
} from '../health-text'
import { Fact, Facts, HealthSection, StateTag, When } from './health-parts'

type Props = { health: TAdminHealth; zone: string }

/** Each outbox: what waits and for how long, and every message by channel and state. */
export function QueuesSection({ health }: Props) {
  return (
    <HealthSection title="Outgoing queues">
      {health.outboxes.map((outbox) => (
        <div key={outbox.name} className="health__item">
          <h3 className="health__item-title">{outbox.label}</h3>
          <p>{queueText(outbox.depth, outbox.oldest_age_seconds)}</p>
          {outbox.channels.length === 0 ? (
            <p className="health__quiet">No messages yet.</p>
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
  let schedule = 'Runs only when an admin presses Sync now (X_SYNC_INTERVAL_SECONDS=0).'
  if (x.off_reason) schedule = x.off_reason
  else if (x.periodic) schedule = `${intervalText(x.interval_seconds)}, on one instance at a time.`
  return (
    <HealthSection title="Import from X">
      <p className="health__quiet">{schedule}</p>
      {x.last_started_at === null ? (
        <p>No run yet.</p>
      ) : (
        <Facts>
          <Fact term="Last run">
            <When at={x.last_started_at} zone={zone} />
            {x.last_finished_at === null ? ' (still running, or stopped before it finished)' : ''}
          </Fact>
          <Fact term="Outcome">
            {x.last_finished_at === null ? (
              'Not finished'
            ) : x.last_error ? (
              <>
                <StateTag tone="bad">Failed</StateTag> {x.last_error}
              </>
            ) : (
              <StateTag tone="good">Went well</StateTag>
            )}
          </Fact>
          {x.lag_seconds !== null && x.lag_seconds > 0 ? (
            <Fact term="Next run">Overdue by {durationText(x.lag_seconds)}</Fact>
          ) : null}
        </Facts>
      )}
      {x.not_before !== null ? (
        <p>
          X's rate limit: the next call waits until <When at={x.not_before} zone={zone} />.
        </p>
      ) : null}
    </HealthSection>
  )
}

/** The periodic jobs as the instance that answered runs them. */
export function JobsSection({ health, zone }: Props) {
  return (
    <HealthSection title="Jobs on this instance">
      {health.jobs.length === 0 ? (
        <p className="health__quiet">This instance has no periodic jobs.</p>
      ) : (
        health.jobs.map((job) => (
          <div key={job.name} className="health__item">
            <h3 className="health__item-title">{jobLabel(job.name)}</h3>
            <p className="health__quiet">
              {job.scheduled
                ? intervalText(job.interval_seconds)
                : 'Not run on a schedule here (RUN_JOBS=false)'}
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
        <StateTag tone="quiet">Running</StateTag> since <When at={job.running_since} zone={zone} />
      </>
    )
  }
  if (job.last_failed && job.last_failure_at !== null) {
    return (
      <>
        <StateTag tone="bad">Failed</StateTag> at <When at={job.last_failure_at} zone={zone} /> (the server's
        log says why)
      </>
    )
  }
  if (job.last_success_at === null) return <>Not run yet by this instance</>
  return (
    <>
      <StateTag tone="good">Done</StateTag> at <When at={job.last_success_at} zone={zone} />
      {job.last_duration_seconds !== null ? ` in ${runTimeText(job.last_duration_seconds)}` : ''}
      {job.lag_seconds !== null && job.lag_seconds > 0 ? `; overdue by ${durationText(job.lag_seconds)}` : ''}
    </>
  )
}
