import { LoadingState } from '../../components/ui/loading-state'

/** Shown while a screen's code loads: a thin progress bar at the top and a loading line. */
export function PageLoading() {
  return (
    <>
      <div className="route-progress" aria-hidden="true" />
      <main id="main" className="page">
        <LoadingState />
      </main>
    </>
  )
}
