import type { ReactNode } from 'react'
import { useScrollRestoration } from './use-scroll-restoration'

/** Wraps every screen: the skip link, and scroll handling between screens. */
export function RootLayout({ children }: { children: ReactNode }) {
  useScrollRestoration()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {children}
    </>
  )
}
