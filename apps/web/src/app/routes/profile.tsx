import { useParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'

/** `/profile/:username`: a host's profile (a later issue). */
export function ProfileRoute() {
  const { username = '' } = useParams()
  return (
    <PageShell title={`@${username.replace(/^@/, '')}`}>
      <NotOpenYet />
    </PageShell>
  )
}
