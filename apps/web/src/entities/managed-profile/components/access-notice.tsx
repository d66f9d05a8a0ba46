import type { ReactNode } from 'react'
import './access-notice.css'

/**
 * Shown in place of what the viewer's access does not include ("Your access to Hollis Penrose’s
 * profile does not include managing links."), so that no screen offers an action the server refuses.
 */
export function AccessNotice({ children }: { children: ReactNode }) {
  return (
    <p className="access-notice" role="note">
      {children}
    </p>
  )
}
