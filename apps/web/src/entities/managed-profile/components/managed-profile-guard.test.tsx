import type { TAccessibleProfile } from '@spaces/shared/schemas/access'
import type { TRole } from '@spaces/shared/schemas/auth'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { createQueryClient } from '../../../app/providers'
import { profileQueryOptions } from '../../profile/api/get-profile'
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '../../viewer/api/get-current-user'
import { accessibleProfilesQueryOptions } from '../api/get-accessible-profiles'
import { type GuardedProfile, ManagedProfileGuard } from './managed-profile-guard'

const host: CurrentUser = {
  id: 7,
  username: 'civic_host',
  display_name: 'Civic Host',
  profile_image_url: null,
  role: 'host',
  host_timezone: null,
}
const listener: CurrentUser = { ...host, id: 8, username: 'quiet_listener', role: 'user' }
const renata = { id: 21, username: 'renata_a', display_name: 'Renata Aldridge' }

const own = (user: CurrentUser): TAccessibleProfile => ({
  id: user.id,
  username: user.username,
  display_name: user.display_name,
  profile_image_url: null,
  access_reason: 'own_profile',
  access_level: null,
  can_edit_profile: 1,
  can_manage_spaces: 1,
  can_manage_links: 1,
})
const grantOnRenata = (flags: Partial<TAccessibleProfile>): TAccessibleProfile => ({
  ...renata,
  profile_image_url: null,
  access_reason: 'delegated_access',
  access_level: 'co-host',
  can_edit_profile: 0,
  can_manage_spaces: 0,
  can_manage_links: 0,
  ...flags,
})

/** What a guarded screen was given, as text a test can read. */
const describeProfile = (p: GuardedProfile) =>
  `screen for @${p.username} host_id=${p.hostId ?? 'own'} delegated=${p.isDelegated} ` +
  `spaces=${p.can.spaces} links=${p.can.links} host-profile=${p.isHostProfile} owner=${p.ownerPossessive ?? '-'}`

type Guard = Partial<ComponentProps<typeof ManagedProfileGuard>> & { renataRole?: TRole }

/**
 * Server-renders the guard at /dashboard/x for `viewer`, with the accessible profiles already
 * loaded when given (left out: still loading); returns the text shown and where a redirect went.
 */
function renderGuard(
  viewer: CurrentUser | null,
  profiles: TAccessibleProfile[] | undefined,
  guard: Guard = {},
) {
  const { renataRole = 'host', ...props } = guard
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, viewer)
  if (viewer && profiles)
    queryClient.setQueryData(accessibleProfilesQueryOptions(viewer.id).queryKey, profiles)
  // The owner's role, which the access rule reads for someone else's profile.
  queryClient.setQueryData(profileQueryOptions(renata.username).queryKey, {
    ...renata,
    bio: null,
    location: null,
    website: null,
    profile_image_url: null,
    role: renataRole,
    host_timezone: null,
    links: [],
    x_import: true,
  })
  const ssrContext: { redirectTo?: string } = {}
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/dashboard/x" ssrContext={ssrContext}>
        <ManagedProfileGuard redirectTo="/?error=not_authenticated" {...props}>
          {props.children ?? describeProfile}
        </ManagedProfileGuard>
      </Router>
    </QueryClientProvider>,
  )
  return { text: html.replace(/<[^>]*>/g, '').replace(/<!-- -->/g, ''), redirectTo: ssrContext.redirectTo }
}

describe('ManagedProfileGuard', () => {
  it('sends a visitor without a session to the screen’s target, keeping the page asked for', () => {
    const { text, redirectTo } = renderGuard(null, undefined)
    expect(redirectTo).toBe('/?error=not_authenticated&next=%2Fdashboard%2Fx')
    expect(text).not.toContain('screen for')
  })

  it('shows the loading line, and not the screen, until the access is known', () => {
    expect(renderGuard(host, undefined).text).toBe('Loading...')
    expect(renderGuard(host, undefined, { loadingLabel: 'Loading space...' }).text).toBe('Loading space...')
  })

  it('gives the screen the viewer’s own profile by default', () => {
    const { text, redirectTo } = renderGuard(host, [own(host), grantOnRenata({ can_manage_spaces: 1 })])
    expect(redirectTo).toBeUndefined()
    expect(text).toBe(
      'screen for @civic_host host_id=own delegated=false spaces=true links=true host-profile=true owner=-',
    )
  })

  it('says why instead of the screen when the access lacks what it requires', () => {
    const onOwn = renderGuard(listener, [own(listener)], { requires: 'spaces' })
    expect(onOwn.text).toBe('Only hosts can schedule Spaces.')
    const onRenatas = renderGuard(host, [own(host), grantOnRenata({ can_edit_profile: 1 })], {
      profile: renata,
      requires: 'spaces',
    })
    expect(onRenatas.text).toBe(
      'Your access to Renata Aldridge’s profile does not include scheduling Spaces.',
    )
    const withoutGrant = renderGuard(host, [own(host)], { profile: renata, requires: 'links' })
    expect(withoutGrant.text).toBe('You do not have access to manage Renata Aldridge’s profile.')
  })

  it('shows the screen’s own denial when it gives one', () => {
    const { text } = renderGuard(listener, [own(listener)], {
      requires: 'spaces',
      denied: (p) => `no Spaces for @${p.username}`,
    })
    expect(text).toBe('no Spaces for @quiet_listener')
  })

  it('gives the screen a profile that a grant opens, with its host_id and owner', () => {
    const { text } = renderGuard(host, [own(host), grantOnRenata({ can_manage_spaces: 1 })], {
      profile: renata,
      requires: 'spaces',
    })
    expect(text).toBe(
      'screen for @renata_a host_id=21 delegated=true spaces=true links=false host-profile=true owner=Renata Aldridge’s',
    )
  })

  it('tells a helper that the owner is not a host, whatever the grant says', () => {
    const { text } = renderGuard(host, [own(host), grantOnRenata({ can_manage_spaces: 1 })], {
      profile: renata,
      requires: 'spaces',
      renataRole: 'user',
    })
    expect(text).toBe('Renata Aldridge is not a host, so their profile has no Spaces to manage.')
  })
})
