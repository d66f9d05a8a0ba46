import {
  canAddToCalendar,
  googleCalendarUrl,
  icsFileName,
  spaceToIcs,
} from '@spaces/shared/domain/calendar-link'
import { useEffect, useState } from 'react'
import { ExternalIcon } from '../../../components/ui/external-icon'
import { t } from '../../../i18n/i18n'
import type { Space } from '../api/get-spaces'

/** 'Add to Google Calendar' and 'Download .ics' for an upcoming Space. */
export function CalendarLinks({ space }: { space: Space }) {
  if (!canAddToCalendar(space)) return null
  return (
    <span className="space-card__calendar">
      <a
        className="space-card__link"
        href={googleCalendarUrl(space)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('Add to Google Calendar')}
        <ExternalIcon />
        <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
      </a>
      <IcsDownloadLink space={space} />
    </span>
  )
}

/**
 * The Space as an .ics file, built here in the browser (no request) and offered through a Blob URL
 * with the `download` attribute. The URL is revoked when the card goes away or the Space changes.
 */
function IcsDownloadLink({ space }: { space: Space }) {
  const [href, setHref] = useState<string | null>(null)
  const { id, title, description, space_url, scheduled_start, username } = space

  useEffect(() => {
    const ics = spaceToIcs(
      { id, title, description, space_url, scheduled_start, username },
      { now: Math.floor(Date.now() / 1000), origin: window.location.origin },
    )
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
    setHref(url)
    return () => URL.revokeObjectURL(url)
  }, [id, title, description, space_url, scheduled_start, username])

  // Drawn at once, at its full size, and a link as soon as the file is ready (a moment later), so
  // nothing in the card's row moves when it arrives.
  return (
    <a className="space-card__link" href={href ?? undefined} download={icsFileName({ id, title })}>
      {t('Download .ics')}
    </a>
  )
}
