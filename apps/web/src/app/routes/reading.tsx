import { PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'

/** `/reading`: the public reading list (a later issue). */
export function ReadingRoute() {
  return (
    <PageShell title="Reading">
      <NotOpenYet />
    </PageShell>
  )
}
