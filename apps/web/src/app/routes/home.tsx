import { useLoginRedirectMessages } from '../../features/auth/use-login-redirect-messages'
import { HomeSpaces } from '../../features/home/components/home-spaces'
import { NewsletterWidget } from '../../features/newsletter/components/newsletter-widget'
import './home.css'

/**
 * `/`: the login/logout messages, the calendar and the selected day's Spaces, then the newsletter
 * widget (spec §2). The header (time zone dropdown and Menu) is the site header of RootLayout.
 * The widget is drawn with the Spaces area, never before it: drawn under "Loading Spaces..." it was
 * pushed down by the calendar (issue 20, CLS 0.795).
 */
export function HomeRoute() {
  useLoginRedirectMessages()
  return (
    <>
      <title>Spaces Calendar</title>
      <main id="main" className="page home" tabIndex={-1}>
        <h1 className="page__title">Spaces</h1>
        <HomeSpaces>
          <NewsletterWidget />
        </HomeSpaces>
      </main>
    </>
  )
}
