import { type ComponentProps, lazy, Suspense } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'

// The agenda is its own chunk, loaded when chosen: no part of the home page's first load.
const AgendaView = lazy(async () => ({ default: (await import('./agenda-view')).AgendaView }))

/** Where the agenda goes on Home: its code loads the first time it is shown. */
export function AgendaSlot(props: ComponentProps<typeof AgendaView>) {
  return (
    <Suspense fallback={<LoadingState label="Loading Spaces..." />}>
      <AgendaView {...props} />
    </Suspense>
  )
}
