import { useId } from 'react'
import { msg, t } from '../../../i18n/i18n'
import { useSyncFromX } from '../api/mutate-profile'

export const SYNC_FAILED_MESSAGE = msg('Failed to sync from X')

/**
 * 'Sync from X': refreshes the own profile's name, bio, location, website and picture
 * from X. A failure is an alert, as the spec says.
 */
export function SyncFromXButton() {
  const sync = useSyncFromX()
  const statusId = useId()

  function onClick() {
    sync.mutate(undefined, { onError: () => window.alert(t(SYNC_FAILED_MESSAGE)) })
  }

  return (
    <div className="profile-sync">
      <button
        type="button"
        className="button button--secondary"
        onClick={onClick}
        disabled={sync.isPending}
        aria-describedby={statusId}
      >
        <XMark />
        {sync.isPending ? t('Syncing from X…') : t('Sync from X')}
      </button>
      <span id={statusId} className="profile-sync__status" role="status">
        {sync.isSuccess ? t('Profile updated from X') : ''}
      </span>
    </div>
  )
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"
      />
    </svg>
  )
}
