import { PageShell } from '../../components/layout/page-shell'
import { NewSpaceForm } from '../../features/space-form/components/new-space-form'
import { t } from '../../i18n/i18n'

/** `/demo/new-space`: the Create Space form in demo mode, public; nothing is sent. */
export function DemoNewSpaceRoute() {
  return (
    <PageShell title={t('New Space (demo)')}>
      <NewSpaceForm mode="demo" />
    </PageShell>
  )
}
