import type { ReactNode } from 'react'

/** An error banner announced at once (role="alert"), e.g. 'Logout failed. Please try again.' */
export function AlertBanner({ children }: { children: ReactNode }) {
  return (
    <p className="alert-banner" role="alert">
      {children}
    </p>
  )
}
