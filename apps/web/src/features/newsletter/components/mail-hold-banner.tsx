import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { serverMessageOr } from '../../../lib/server-message'
import { formatDateTimeWithYearInZone, isoDateTime } from '../../../lib/time'
import { mailHoldQueryOptions, useReleaseMail } from '../api/mail-hold'
import './mail-hold-banner.css'
import { msg, t } from '../../../i18n/i18n'

export const MAIL_HOLD_TEXT = {
  title: msg('Mail is held'),
  explain: msg(
    'Nothing is sent while mail is held: no campaign, confirmation, reminder, alert or push. Queued mail waits, and once released each recipient gets it once.',
  ),
  confirm: msg('Release mail? Everything queued goes out to its recipients now.'),
  failed: msg('Failed to release mail'),
}

/**
 * The newsletter screen's warning while the site's mail is held (a restored or copied site, an
 * operator's hold, MAIL_HOLD=on), with why, since when, and Release mail. Nothing shows otherwise.
 */
export function MailHoldBanner({ zone }: { zone: string }) {
  const hold = useQuery(mailHoldQueryOptions())
  const release = useReleaseMail()
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function releaseMail() {
    if (!window.confirm(t(MAIL_HOLD_TEXT.confirm))) return
    setNote(null)
    try {
      setNote({ tone: 'success', text: (await release.mutateAsync()).message })
    } catch (error) {
      setNote({ tone: 'error', text: serverMessageOr(error, t(MAIL_HOLD_TEXT.failed)) })
    }
  }

  const state = hold.data
  return (
    <>
      <p className="mail-hold__note" role="status">
        {note?.tone === 'success' ? note.text : ''}
      </p>
      {state?.held ? (
        <section className="card mail-hold" aria-labelledby="mail-hold-title">
          <h2 id="mail-hold-title" className="mail-hold__title">
            {t(MAIL_HOLD_TEXT.title)}
          </h2>
          <p>{t(MAIL_HOLD_TEXT.explain)}</p>
          {state.reason ? <p className="mail-hold__reason">{state.reason}</p> : null}
          {state.since !== null ? (
            <p className="mail-hold__since">
              {t('Held since')}{' '}
              <time dateTime={isoDateTime(state.since)}>
                {formatDateTimeWithYearInZone(state.since, zone)}
              </time>
            </p>
          ) : null}
          {note?.tone === 'error' ? <AlertBanner>{note.text}</AlertBanner> : null}
          <div>
            <button
              type="button"
              className="button button--primary"
              disabled={release.isPending}
              onClick={releaseMail}
            >
              {release.isPending ? t('Releasing...') : t('Release mail')}
            </button>
          </div>
        </section>
      ) : null}
    </>
  )
}
