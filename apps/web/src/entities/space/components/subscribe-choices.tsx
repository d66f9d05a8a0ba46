import { hostFeedPath, siteFeedPath, subscribeLinks } from '@spaces/shared/domain/feed-urls'
import { useEffect, useRef, useState } from 'react'
import { DROPDOWN_ITEM_ATTRIBUTE } from '../../../components/ui/use-dropdown'
import './subscribe.css'
import { t } from '../../../i18n/i18n'

/** Whose Spaces a calendar feed carries: the home page's host filter (empty: every host), or one host. */
export type FeedTarget = { hosts: readonly string[] } | { username: string }

const item = { [DROPDOWN_ITEM_ATTRIBUTE]: '' }

/** "Every host's Spaces", "Spaces of @a, @b" or "Spaces of @a". */
function whose(feed: FeedTarget): string {
  const handles = 'username' in feed ? [feed.username] : feed.hosts
  return handles.length === 0
    ? t('Every host’s Spaces, in your calendar app. It picks up new and changed Spaces by itself.')
    : t('Spaces of {hosts}, in your calendar app. It picks up new and changed Spaces by itself.', {
        hosts: handles.map((h) => `@${h}`).join(', '),
      })
}

/**
 * The Subscribe menu's three choices. Loaded on demand by SubscribeButton; focus goes to the first
 * choice when it appears, as when any dropdown opens.
 */
export function SubscribeChoices({ feed }: { feed: FeedTarget }) {
  const path = 'username' in feed ? hostFeedPath('ics', feed.username) : siteFeedPath('ics', feed.hosts)
  const links = subscribeLinks(window.location.origin, path)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const firstRef = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    firstRef.current?.focus()
  }, [])

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(links.feed)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  return (
    <div className="subscribe__body">
      <p className="subscribe__intro">{whose(feed)}</p>
      <ul className="dropdown__list">
        <li>
          <a ref={firstRef} className="dropdown__item" href={links.webcal} {...item}>
            {t('Apple Calendar or Outlook')}
          </a>
        </li>
        <li>
          <a
            className="dropdown__item"
            href={links.google}
            target="_blank"
            rel="noopener noreferrer"
            {...item}
          >
            Google Calendar<span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        </li>
        <li>
          <button type="button" className="dropdown__item subscribe__copy" onClick={copyLink} {...item}>
            {t('Copy link')}
          </button>
        </li>
      </ul>
      <p className="subscribe__status" role="status">
        {copy === 'copied' ? t('Link copied. Paste it into your calendar app.') : null}
        {copy === 'failed' ? t('Could not copy. Select the link below and copy it.') : null}
      </p>
      {copy === 'failed' ? (
        <input
          className="subscribe__url"
          readOnly
          value={links.feed}
          aria-label={t('Calendar link')}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  )
}
