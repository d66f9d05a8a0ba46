import type { ReactNode } from 'react'
import { NoticeRegion } from '../../components/ui/notice-region'
import { t } from '../../i18n/i18n'
import { SiteHeader } from './site-header'
import { useScrollRestoration } from './use-scroll-restoration'

/**
 * Wraps every screen: the skip link, the site header, the page's messages ('Login successful!',
 * 'You have been logged out.'…, wherever they happen), and scroll handling between screens.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  useScrollRestoration()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <SiteHeader />
      <NoticeRegion />
      {children}
    </>
  )
}
