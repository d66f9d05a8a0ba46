import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { SITE_NAME } from './site-brand'
import './page-shell.css'
import { msg, t } from '../../i18n/i18n'

type PageShellProps = {
  title: string
  /** The screen's back link: home for most screens, the dashboard for its children. */
  back?: { to: string; label: string }
  children?: ReactNode
}

export const BACK_TO_CALENDAR = { to: '/', label: msg('Back to calendar') }
export const BACK_TO_DASHBOARD = { to: '/dashboard', label: msg('Back to dashboard') }

/**
 * The frame of every screen but Home: back link, the page title, then content. The site header
 * above it comes from the app shell, the same on every screen.
 */
export function PageShell({ title, back = BACK_TO_CALENDAR, children }: PageShellProps) {
  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <main id="main" className="page" tabIndex={-1}>
        <Link to={back.to} className="back-link">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t(back.label)}
        </Link>
        <h1 className="page__title">{title}</h1>
        {children}
      </main>
    </>
  )
}
