import { Component, type ReactNode } from 'react'
import { PageShell } from '../../components/layout/page-shell'
import { t } from '../../i18n/i18n'

/**
 * Shown instead of a screen that failed, most often because its code could not load (for example
 * after a deploy replaced the hashed files). Reloading fetches the new files.
 */
export function RouteError() {
  return (
    <PageShell title={t('Something went wrong')}>
      <div className="card">
        <p>{t('This page could not be shown. Reloading usually fixes it.')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </button>
      </div>
    </PageShell>
  )
}

type RouteErrorBoundaryProps = {
  /** The current path: going elsewhere clears the error. */
  resetKey: string
  children: ReactNode
}

/** The error boundary around every screen (React only offers error boundaries as classes). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false }

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true }
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false })
  }

  override render(): ReactNode {
    return this.state.hasError ? <RouteError /> : this.props.children
  }
}
