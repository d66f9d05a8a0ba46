import { PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'

/** `/demo/new-space`: the Create Space form in demo mode (a later issue). */
export function DemoNewSpaceRoute() {
  return (
    <PageShell title="New Space (demo)">
      <NotOpenYet />
    </PageShell>
  )
}
