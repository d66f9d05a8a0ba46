import { PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'

/** `/glossary`: the glossary (a later issue). */
export function GlossaryRoute() {
  return (
    <PageShell title="Glossary of Terms">
      <NotOpenYet />
    </PageShell>
  )
}
