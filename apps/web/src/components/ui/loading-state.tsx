import './loading-state.css'

/** A polite, screen-reader-announced loading line with a quiet spinner. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="loading-state" role="status">
      <span className="loading-state__spinner" aria-hidden="true" />
      {label}
    </p>
  )
}
