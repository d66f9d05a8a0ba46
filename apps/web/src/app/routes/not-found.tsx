import { Link } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { t } from '../../i18n/i18n'

/** Every path that is not one of the app's pages (`PAGES`, @spaces/shared/paths). */
export function NotFoundRoute() {
  return (
    <PageShell title={t('Page not found')}>
      <div className="card">
        <p>{t('There is no page at this address. It may have moved, or the link may be mistyped.')}</p>
        <Link to="/" className="button button--primary">
          {t('Go to the calendar')}
        </Link>
      </div>
    </PageShell>
  )
}
