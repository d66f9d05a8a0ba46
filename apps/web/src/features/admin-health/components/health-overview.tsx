import { PAGES } from '@spaces/shared/paths'
import type { TAdminHealth } from '@spaces/shared/schemas/health'
import { Link } from 'wouter'
import { durationText } from '../health-text'
import { Fact, Facts, HealthSection, StateTag, When } from './health-parts'

type Props = { health: TAdminHealth; zone: string }

/** What needs attention, at the top: each degraded part's sentence, and held mail. */
export function HealthSummary({ health }: { health: TAdminHealth }) {
  const problems = Object.entries(health.degraded)
  if (problems.length === 0 && !health.mail.held) {
    return <p className="health__summary health__summary--good">Everything is working.</p>
  }
  return (
    <div className="health__summary health__summary--bad">
      <p className="health__summary-title">Needs attention</p>
      <ul>
        {health.mail.held ? <li>Mail is held: nothing is sent until it is released.</li> : null}
        {problems.map(([part, sentence]) => (
          <li key={part}>{sentence}</li>
        ))}
      </ul>
    </div>
  )
}

const REDIS_WORDS: Record<TAdminHealth['instance']['redis'], string> = {
  ok: 'Shared by every instance in Redis',
  degraded: 'Redis cannot be reached: each instance counts on its own until it is back',
  off: 'Counted by each instance on its own (no REDIS_URL)',
  unknown: 'Not known',
}

/** The instance that answered: its version, how long it has run, its database and Redis. */
export function InstanceSection({ health, zone }: Props) {
  const { instance } = health
  return (
    <HealthSection title="This instance">
      <Facts>
        <Fact term="Version">
          {instance.version}
          {instance.commit ? ` (commit ${instance.commit})` : ' (commit not known)'}
        </Fact>
        <Fact term="Up for">
          {durationText(instance.uptime_seconds)}, since <When at={instance.started_at} zone={zone} />
        </Fact>
        <Fact term="Database">{instance.database === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Fact>
        <Fact term="Rate limits">{REDIS_WORDS[instance.redis]}</Fact>
      </Facts>
    </HealthSection>
  )
}

/** Held or flowing, and whether the mail server answers; Release mail lives on the newsletter page. */
export function MailSection({ health, zone }: Props) {
  const { mail } = health
  return (
    <HealthSection title="Mail">
      {mail.held ? (
        <div className="health__held">
          <p>
            <StateTag tone="bad">Held</StateTag> Nothing is sent: no campaign, confirmation, reminder, alert
            or push. Queued mail waits, and once released each recipient gets it once.
          </p>
          {mail.reason ? <p className="health__reason">{mail.reason}</p> : null}
          {mail.since !== null ? (
            <p>
              Held since <When at={mail.since} zone={zone} />
            </p>
          ) : null}
          <p>
            <Link to={PAGES.adminNewsletter}>Release mail on the Newsletter page</Link>
          </p>
        </div>
      ) : (
        <p>
          <StateTag tone="good">Flowing</StateTag> Mail goes out as it is queued.
        </p>
      )}
      <Facts>
        <Fact term="Mail server">
          <MailServer health={health} zone={zone} />
        </Fact>
      </Facts>
    </HealthSection>
  )
}

function MailServer({ health, zone }: Props) {
  const { mail } = health
  if (mail.transport === 'files')
    return <>None: mail is written as files to the outbox folder (no SMTP_URL)</>
  if (mail.server === 'unknown' || mail.checked_at === null)
    return <>Not tried yet since this instance started</>
  if (mail.server === 'ok') {
    return (
      <>
        Answered at <When at={mail.checked_at} zone={zone} />
      </>
    )
  }
  return (
    <>
      <StateTag tone="bad">Not answering</StateTag> at <When at={mail.checked_at} zone={zone} />
      {mail.server_reason ? ` (${mail.server_reason})` : ''}. Mail waits and is tried again.
    </>
  )
}
