import './loading-state.css'
import { t } from '../../i18n/i18n'

/** A polite, screen-reader-announced loading line with a quiet spinner. */
export function LoadingState({ label }: { label?: string }) {
  return (
    <p className="loading-state" role="status">
      <span className="loading-state__spinner" aria-hidden="true" />
      {label ?? t('Loading...')}
    </p>
  )
}
