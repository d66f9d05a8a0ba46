import { paths } from '@spaces/shared/paths'
import type { TSpace } from '@spaces/shared/schemas/spaces'
import { useState } from 'react'
import { Link } from 'wouter'
import { ReminderCount } from '../../../entities/space/components/reminder-count'
import { msg, t } from '../../../i18n/i18n'
import { formatDateTimeInZone, isoDateTime } from '../../../lib/time'
import { recordingLabel, safeRecordingHref } from '../dashboard-spaces'

export const DELETE_CONFIRM_TEXT = msg('Delete this space? This cannot be undone.')
export const DELETE_FAILED_TEXT = msg('Failed to delete space')

interface DashboardSpaceCardProps {
  space: TSpace
  zone: string
  /** How many asked to be reminded of it (an upcoming Space); undefined when not known or not asked. */
  reminderCount?: number
  /** Absent when the viewer may not change the Space: then it is shown without Edit and Delete. */
  onDelete?: (id: number) => Promise<unknown>
}

/** One of the host's Spaces: title, start in the viewer's zone, the recording if any, Edit and Delete. */
export function DashboardSpaceCard({ space, zone, reminderCount, onDelete }: DashboardSpaceCardProps) {
  const [isDeleting, setIsDeleting] = useState(false)
  const recording = space.state === 'ended' ? recordingLabel(space) : null
  const recordingHref = safeRecordingHref(space.recording_url)
  const titleId = `space-${space.id}-title`

  async function remove() {
    if (!onDelete || !window.confirm(t(DELETE_CONFIRM_TEXT))) return
    setIsDeleting(true)
    try {
      await onDelete(space.id)
    } catch {
      // An alert on the dashboard.
      window.alert(t(DELETE_FAILED_TEXT))
      setIsDeleting(false)
    }
  }

  return (
    <article className="space-row" aria-labelledby={titleId} aria-busy={isDeleting}>
      <div className="space-row__main">
        <h3 id={titleId} className="space-row__title" dir="auto">
          <Link href={paths.space(space.id)} className="title-link">
            {space.title}
          </Link>
        </h3>
        <p className="space-row__meta">
          <time dateTime={isoDateTime(space.scheduled_start)}>
            {formatDateTimeInZone(space.scheduled_start, zone)}
          </time>
          {space.series_id ? <span className="pill space-row__tag">{t('Series')}</span> : null}
          {space.source === 'x' ? <span className="pill space-row__tag">{t('From X')}</span> : null}
          {/* The host's audience for this Space: how many asked to be reminded. */}
          <ReminderCount count={reminderCount} className="pill space-row__tag" />
          {space.x_state === 'live' ? (
            <span className="pill space-row__tag space-row__tag--live">{t('LIVE')}</span>
          ) : null}
          {space.x_state === 'canceled' ? (
            <span className="pill space-row__tag space-row__tag--canceled">{t('Canceled on X')}</span>
          ) : null}
        </p>
        {space.description ? (
          <p className="space-row__description" dir="auto">
            {space.description}
          </p>
        ) : null}
        {recording ? (
          <p className="space-row__recording">
            <span aria-hidden="true" className="space-row__recording-icon">
              ▶
            </span>
            {recordingHref ? (
              <a href={recordingHref} target="_blank" rel="noopener noreferrer">
                {recording}
                <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
              </a>
            ) : (
              recording
            )}
          </p>
        ) : null}
      </div>
      {onDelete ? (
        <div className="space-row__actions">
          <Link to={paths.editSpace(space.id)} className="button button--secondary button--small">
            {t('Edit')}
            <span className="visually-hidden"> {space.title}</span>
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={remove}
            disabled={isDeleting}
          >
            {isDeleting ? t('Deleting…') : t('Delete')}
            <span className="visually-hidden"> {space.title}</span>
          </button>
        </div>
      ) : null}
    </article>
  )
}
