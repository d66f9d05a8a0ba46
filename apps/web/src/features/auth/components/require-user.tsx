import type { ReactNode } from 'react'
import { Redirect } from 'wouter'
import { LoadingState } from '../../../components/ui/loading-state'
import { type CurrentUser, useCurrentUser } from '../../shared/auth/api/get-current-user'

type RequireUserProps = {
  /** Where a logged-out visitor goes (spec §8 "No session"). */
  redirectTo: string
  /** Only admins get in; everyone else goes to `/` (spec §2, admin screens). */
  adminOnly?: boolean
  children: (user: CurrentUser) => ReactNode
}

/**
 * Shows a loading state until the user query resolves, then either renders the screen for the
 * user or redirects. The server still checks every call; this only avoids showing a screen the
 * visitor cannot use.
 */
export function RequireUser({ redirectTo, adminOnly = false, children }: RequireUserProps) {
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return <LoadingState />
  if (!user) return <Redirect to={redirectTo} replace />
  if (adminOnly && user.role !== 'admin') return <Redirect to="/" replace />
  return children(user)
}
