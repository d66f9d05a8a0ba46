import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { LoadingState } from '../../../components/ui/loading-state'
import { type CurrentUser, useCurrentUser } from '../api/get-current-user'
import { withReturnPath } from '../return-path'

type RequireUserProps = {
  /** Where a logged-out visitor goes. */
  redirectTo: string
  /** Only admins get in; everyone else goes to `/` (the admin screens). */
  adminOnly?: boolean
  children: (user: CurrentUser) => ReactNode
}

/**
 * Shows a loading state until the user query resolves, then either renders the screen for the
 * user or redirects. A logged-out visitor's redirect names the page asked for (`?next=`), so Home
 * can ask them to log in and the login can come back to it. The server still checks every call;
 * this only avoids showing a screen the visitor cannot use.
 */
export function RequireUser({ redirectTo, adminOnly = false, children }: RequireUserProps) {
  const { data: user, isPending } = useCurrentUser()
  const [path] = useLocation()
  const search = useSearch()
  if (isPending) return <LoadingState />
  if (!user) return <Redirect to={withReturnPath(redirectTo, search ? `${path}?${search}` : path)} replace />
  if (adminOnly && user.role !== 'admin') return <Redirect to="/" replace />
  return children(user)
}
