import { PAGES } from '@spaces/shared/paths'
import type { TAdminHealth } from '@spaces/shared/schemas/health'
import { Link } from 'wouter'
import { Placed, slot } from '../../../components/ui/placed'
import { msg, t } from '../../../i18n/i18n'
import { durationText } from '../health-text'
import { Fact, Facts, HealthSection, StateTag, When } from './health-parts'

type Props = { health: TAdminHealth; zone: string }

/** What needs attention, at the top: each degraded part's sentence, and held mail. */
export function HealthSummary({ health }: { health: TAdminHealth }) {
  const problems = Object.entries(health.degraded)
  if (problems.length === 0 && !health.mail.held) {
    return <p className="health__summary health__summary--good">{t('Everything is working.')}</p>
  }
  return (
    <div className="health__summary health__summary--bad">
      <p className="health__summary-title">{t('Needs attention')}</p>
      <ul>
        {health.mail.held ? <li>{t('Mail is held: nothing is sent until it is released.')}</li> : null}
        {problems.map(([part, sentence]) => (
          <li key={part}>{sentence}</li>
        ))}
      </ul>
    </div>
  )
}

const REDIS_WORDS: Record<TAdminHealth['instance']['redis'], string> = {
  ok: msg('Shared by every instance in Redis'),
  degraded: msg('Redis cannot be reached: each instance counts on its own until it is back'),
  off: msg('Counted by each instance on its own (no REDIS_URL)'),
  unknown: msg('Not known'),
}

/** The instance that answered: its version, how long it has run, its database and Redis. */
export function InstanceSection({ health, zone }: Props) {
  const { instance } = health
  return (
    <HealthSection title={t('This instance')}>
      <Facts>
        <Fact term={t('Version')}>
          {instance.version}
          {instance.commit
            ? ` ${t('(commit {commit})', { commit: instance.commit })}`
            : ` ${t('(commit not known)')}`}
        </Fact>
        <Fact term={t('Up for')}>
          <Placed
            text={t('{duration}, since {time}', {
              duration: durationText(instance.uptime_seconds),
              time: slot('time'),
            })}
            nodes={{ time: <When at={instance.started_at} zone={zone} /> }}
          />
        </Fact>
        <Fact term={t('Database')}>
          <span className="health__data">{instance.database === 'postgres' ? 'PostgreSQL' : 'SQLite'}</span>
        </Fact>
        <Fact term={t('Rate limits')}>{t(REDIS_WORDS[instance.redis])}</Fact>
      </Facts>
    </HealthSection>
  )
}

/** Held or flowing, and whether the mail server answers; Release mail lives on the newsletter page. */
export function MailSection({ health, zone }: Props) {
  const { mail } = health
  return (
    <HealthSection title={t('Mail')}>
      {mail.held ? (
        <div className="health__held">
          <p>
            <StateTag tone="bad">{t('Held')}</StateTag>{' '}
            {t(
              'Nothing is sent: no campaign, confirmation, reminder, alert or push. Queued mail waits, and once released each recipient gets it once.',
            )}
          </p>
          {mail.reason ? <p className="health__reason">{mail.reason}</p> : null}
          {mail.since !== null ? (
            <p>
              <Placed
                text={t('Held since {time}', { time: slot('time') })}
                nodes={{ time: <When at={mail.since} zone={zone} /> }}
              />
            </p>
          ) : null}
          <p>
            <Link to={PAGES.adminNewsletter}>{t('Release mail on the Newsletter page')}</Link>
          </p>
        </div>
      ) : (
        <p>
          <StateTag tone="good">{t('Flowing')}</StateTag> {t('Mail goes out as it is queued.')}
        </p>
      )}
      <Facts>
        <Fact term={t('Mail server')}>
          <MailServer health={health} zone={zone} />
        </Fact>
      </Facts>
    </HealthSection>
  )
}

function MailServer({ health, zone }: Props) {
  const { mail } = health
  if (mail.transport === 'files')
    return <>{t('None: mail is written as files to the outbox folder (no SMTP_URL)')}</>
  if (mail.server === 'unknown' || mail.checked_at === null)
    return <>{t('Not tried yet since this instance started')}</>
  if (mail.server === 'ok') {
    return (
      <Placed
        text={t('Answered at {time}', { time: slot('time') })}
        nodes={{ time: <When at={mail.checked_at} zone={zone} /> }}
      />
    )
  }
  return (
    <>
      <StateTag tone="bad">{t('Not answering')}</StateTag>{' '}
      <Placed
        text={
          mail.server_reason
            ? t('at {time} ({reason}). Mail waits and is tried again.', {
                time: slot('time'),
                reason: mail.server_reason,
              })
            : t('at {time}. Mail waits and is tried again.', { time: slot('time') })
        }
        nodes={{ time: <When at={mail.checked_at} zone={zone} /> }}
      />
    </>
  )
}
