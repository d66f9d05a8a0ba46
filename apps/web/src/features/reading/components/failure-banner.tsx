import { AlertBanner } from '../../../components/ui/alert-banner'
import { t } from '../../../i18n/i18n'
import type { Failure } from '../failure'

/** The spec's failure text, with the server's reason in smaller type under it. */
export function FailureBanner({ failure }: { failure: Failure | null }) {
  if (!failure) return null
  return (
    <AlertBanner>
      {t(failure.text)}
      {failure.detail ? <span className="reading-failure__detail">{failure.detail}</span> : null}
    </AlertBanner>
  )
}
