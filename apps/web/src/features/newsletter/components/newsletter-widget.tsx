import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useCurrentUser } from '../../../entities/viewer/api/get-current-user'
import { LoginButton } from '../../../entities/viewer/components/login-button'
import { useNewsletterStatus } from '../api/get-newsletter-status'
import { newsletterWidgetState } from '../widget-state'
import './newsletter-widget.css'
import { msg, t } from '../../../i18n/i18n'

// The logged-in part (forms, calls) is its own chunk: visitors, most of Home's traffic, never need
// it, and it keeps Home's first load small (120 KB budget). It loads while the status is fetched.
const loadSubscription = () => import('./subscription')
const Subscription = lazy(async () => ({ default: (await loadSubscription()).Subscription }))

const LOADING_LABEL = msg('Loading your subscription...')

/**
 * Home's newsletter widget: logged out, a prompt to log in through X; logged in, the
 * email form, the "check your inbox" step of double opt-in, or the subscribed address with
 * Unsubscribe. The status is fetched only for a logged-in viewer.
 */
export function NewsletterWidget() {
  const user = useCurrentUser().data ?? null
  const status = useNewsletterStatus(user?.id ?? null)
  const state = newsletterWidgetState(user !== null, status)
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const isLoggedIn = user !== null

  useEffect(() => {
    if (isLoggedIn) void loadSubscription().catch(() => {})
  }, [isLoggedIn])

  return (
    <section className="card newsletter-widget" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className="newsletter-widget__title" tabIndex={-1}>
        {t('Newsletter')}
      </h2>
      {user === null || state.kind === 'logged-out' ? (
        <>
          <p className="newsletter-widget__text">
            {t('New Spaces and recordings by email. Log in with X to subscribe.')}
          </p>
          <LoginButton className="button button--primary">{t('Log in with X')}</LoginButton>
        </>
      ) : state.kind === 'loading' ? (
        <LoadingState label={t(LOADING_LABEL)} />
      ) : (
        <Suspense fallback={<LoadingState label={t(LOADING_LABEL)} />}>
          <Subscription viewerId={user.id} state={state} headingRef={headingRef} />
        </Suspense>
      )}
    </section>
  )
}
