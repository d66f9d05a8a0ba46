import { lazy, Suspense } from 'react'
import { ChevronIcon } from '../../../components/ui/chevron-icon'
import { useDropdown } from '../../../components/ui/use-dropdown'
import type { FeedTarget } from './subscribe-choices'
import '../../../components/ui/dropdown.css'
import { t } from '../../../i18n/i18n'

// The menu's code is no part of the page's first load (the home page's budget): it loads
// when the pointer comes over the button, the button gets focus, or at the latest on the click.
const loadChoices = () => import('./subscribe-choices')
const SubscribeChoices = lazy(async () => ({ default: (await loadChoices()).SubscribeChoices }))
const preload = () => void loadChoices().catch(() => {})

/**
 * 'Subscribe' (named "Subscribe to the calendar" for screen readers, since the newsletter
 * widget on the same page has a Subscribe button): a disclosure dropdown offering the calendar feed of `feed` (the home
 * page's host filter, or one host) to Apple Calendar and Outlook, Google Calendar, or the clipboard.
 */
export function SubscribeButton({ feed }: { feed: FeedTarget }) {
  const dropdown = useDropdown()
  return (
    <div className="dropdown subscribe" {...dropdown.rootProps}>
      <button
        className="button button--secondary dropdown__trigger"
        {...dropdown.triggerProps}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span className="dropdown__trigger-text">
          {t('Subscribe')}
          <span className="visually-hidden"> {t('to the calendar')}</span>
        </span>
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <div className="dropdown__panel dropdown__panel--end" {...dropdown.panelProps}>
        {dropdown.isOpen ? (
          <Suspense fallback={<p className="dropdown__empty">{t('Loading...')}</p>}>
            <SubscribeChoices feed={feed} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
