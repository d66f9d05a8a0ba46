import { type ComponentProps, lazy, Suspense } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'

// The agenda is its own chunk, loaded when chosen: no part of the home page's first load.
const AgendaView = lazy(async () => ({ default: (await import('./agenda-view')).AgendaView }))

/** Where the agenda goes on Home: its code loads the first time it is shown. */
export function AgendaSlot(props: ComponentProps<typeof AgendaView>) {
  return (
    <Suspense fallback={<LoadingState label={t('Loading Spaces...')} />}>
      <AgendaView {...props} />
    </Suspense>
  )
}
