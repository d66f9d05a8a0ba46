import { resolveViewerTimeZone } from '@spaces/shared/domain/time-zones'
import { useSyncExternalStore } from 'react'
import {
  readViewerTimeZoneChoice,
  setViewerTimeZoneChoice,
  subscribeToViewerTimeZone,
} from './viewer-time-zone-store'

export type ViewerTimeZone = {
  /** What the viewer picked: 'auto' or a zone name (possibly stale garbage from old storage). */
  choice: string
  /** The zone to display times in: the choice when valid, else the browser's zone, else UTC. */
  zone: string
  setChoice: (choice: string) => void
}

/** The viewer's display zone; every component using it updates when it changes anywhere. */
export function useViewerTimeZone(): ViewerTimeZone {
  const choice = useSyncExternalStore(
    subscribeToViewerTimeZone,
    readViewerTimeZoneChoice,
    readViewerTimeZoneChoice,
  )
  return { choice, zone: resolveViewerTimeZone(choice), setChoice: setViewerTimeZoneChoice }
}
