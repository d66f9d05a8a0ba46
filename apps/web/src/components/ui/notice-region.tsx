import { dismissNotice, useNotice } from '../../lib/notices'
import { CloseIcon } from './close-icon'
import './notice-region.css'
import { t } from '../../i18n/i18n'

/**
 * The page's polite live region. It stays in the DOM while empty so that screen readers announce
 * each message as it appears.
 */
export function NoticeRegion() {
  const notice = useNotice()
  return (
    <div className="notice-region" role="status" aria-live="polite">
      {notice ? (
        <div className={`notice notice--${notice.tone}`} key={notice.id}>
          <p className="notice__text">{notice.text}</p>
          <button
            type="button"
            className="icon-button icon-button--small"
            onClick={() => dismissNotice(notice.id)}
          >
            <CloseIcon />
            <span className="visually-hidden">{t('Dismiss message')}</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
