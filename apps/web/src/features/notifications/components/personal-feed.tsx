import { useId, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { msg, t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { usePersonalFeed, useRotatePersonalFeed } from '../api/personal-feed'

export const ROTATE_CONFIRM_TEXT = msg(
  'Make a new feed address? Calendar apps subscribed to the old one stop getting updates until you subscribe again.',
)

/**
 * The secret `/feeds/me/{token}.ics` address: the Spaces of followed hosts and reminded Spaces, with
 * an alarm 15 minutes before each. Copy it into a calendar app; rotate it if it leaked.
 */
export function PersonalFeed() {
  const feed = usePersonalFeed()
  const rotate = useRotatePersonalFeed()
  const [status, setStatus] = useState<string | null>(null)
  const inputId = useId()
  const url = feed.data ? new URL(feed.data, window.location.origin).href : ''

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setStatus(t('Feed address copied.'))
    } catch {
      setStatus(t('Copy failed: select the address and copy it by hand.'))
    }
  }

  return (
    <section className="card notify-section" aria-labelledby="notify-feed-heading">
      <h2 id="notify-feed-heading" className="notify-section__title">
        {t('Your personal calendar feed')}
      </h2>
      <p className="notify-muted">
        {t(
          'The Spaces of the hosts you follow and those you asked to be reminded of, with an alarm 15 minutes before each, in any calendar app. Keep the address to yourself.',
        )}
      </p>
      {feed.isPending ? (
        <LoadingState label={t('Loading your feed address...')} />
      ) : feed.isError ? (
        <p className="alert-banner" role="alert">
          {t('Your feed address could not be loaded.')}{' '}
          <button type="button" className="notify-link-button" onClick={() => void feed.refetch()}>
            {t('Try again')}
          </button>
        </p>
      ) : (
        <div className="notify-feed">
          <label htmlFor={inputId} className="field__label">
            {t('Feed address')}
          </label>
          <div className="notify-feed__row">
            <input
              id={inputId}
              className="input notify-feed__url"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {t('Copy')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={rotate.isPending}
              onClick={() => {
                if (!window.confirm(t(ROTATE_CONFIRM_TEXT))) return
                rotate.mutate(undefined, {
                  onSuccess: () => setStatus(t('New feed address made; the old one no longer works.')),
                  onError: (error) =>
                    setStatus(serverMessageOr(error, t('A new address could not be made.'))),
                })
              }}
            >
              {t('New address')}
            </button>
          </div>
        </div>
      )}
      <p className="notify-status" role="status">
        {status}
      </p>
    </section>
  )
}
