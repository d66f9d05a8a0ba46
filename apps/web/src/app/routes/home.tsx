import { useLoginRedirectMessages } from '../../features/auth/use-login-redirect-messages'
import { HomeSpaces } from '../../features/home/components/home-spaces'
import { NewsletterWidget } from '../../features/newsletter/components/newsletter-widget'
import { spaceCardButtons } from '../../features/notifications/components/space-card-buttons'
import './home.css'
import { t } from '../../i18n/i18n'

/**
 * `/`: the login/logout messages, the calendar and the selected day's Spaces, then the newsletter
 * widget. The header (time zone dropdown and Menu) is the site header of RootLayout.
 * The widget is drawn with the Spaces area, never before it: drawn under "Loading Spaces..." it was
 * pushed down by the calendar (a cumulative layout shift of 0.795).
 */
export function HomeRoute() {
  useLoginRedirectMessages()
  return (
    <>
      <title>Spaces Calendar</title>
      <main id="main" className="page home" tabIndex={-1}>
        <h1 className="page__title">{t('Spaces')}</h1>
        <HomeSpaces cardButtons={spaceCardButtons}>
          <NewsletterWidget />
        </HomeSpaces>
      </main>
    </>
  )
}
