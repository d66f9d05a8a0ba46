import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { NewsletterAdmin } from '../../features/newsletter/components/newsletter-admin'
import { t } from '../../i18n/i18n'

/** `/admin/newsletter`: admins only; everyone else goes to `/`. */
export function AdminNewsletterRoute() {
  return (
    <PageShell title={t('Newsletter')} back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {(user) => <NewsletterAdmin viewerId={user.id} />}
      </RequireUser>
    </PageShell>
  )
}
