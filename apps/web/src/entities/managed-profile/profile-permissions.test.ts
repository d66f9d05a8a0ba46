import { describe, expect, it } from 'vitest'
import type { AccessibleProfile } from './api/get-accessible-profiles'
import {
  accessOf,
  allowedAreasText,
  deniedText,
  isHostProfile,
  type ProfileAccess,
  profilePermissions,
} from './profile-permissions'

const NONE = { can_edit_profile: 0, can_manage_spaces: 0, can_manage_links: 0 }
const delegated = (flags: Partial<typeof NONE>, ownerRole: 'user' | 'host' | 'admin' | undefined = 'host') =>
  ({ kind: 'delegated', grant: { ...NONE, ...flags }, ownerRole }) as const satisfies ProfileAccess
const ALL = { spaces: true, links: true, profile: true, reading: true }
const NOTHING = { spaces: false, links: false, profile: false, reading: false }

describe('profilePermissions (the server policy, apps/server/src/auth/policy.ts)', () => {
  it('opens one area per grant flag on a host’s profile; the reading list goes with Edit Profile', () => {
    expect(profilePermissions('user', delegated({}))).toEqual(NOTHING)
    expect(profilePermissions('user', delegated({ can_manage_spaces: 1 }))).toEqual({
      ...NOTHING,
      spaces: true,
    })
    expect(profilePermissions('user', delegated({ can_manage_links: 1 }))).toEqual({
      ...NOTHING,
      links: true,
    })
    expect(profilePermissions('user', delegated({ can_edit_profile: 1 }))).toEqual({
      ...NOTHING,
      profile: true,
      reading: true,
    })
    expect(
      profilePermissions(
        'user',
        delegated({ can_edit_profile: 1, can_manage_spaces: 1, can_manage_links: 1 }),
      ),
    ).toEqual(ALL)
  })

  it('gives a helper who is a host nothing extra on someone else’s profile', () => {
    expect(profilePermissions('host', delegated({ can_manage_links: 1 }))).toEqual({
      ...NOTHING,
      links: true,
    })
  })

  it('allows only the details on a profile that is not a host’s, whatever the flags', () => {
    const everything = { can_edit_profile: 1, can_manage_spaces: 1, can_manage_links: 1 }
    expect(profilePermissions('user', delegated(everything, 'user'))).toEqual({ ...NOTHING, profile: true })
    expect(profilePermissions('user', delegated(everything, 'admin'))).toEqual(ALL)
    // Not yet known: the grant decides, and the server still checks.
    expect(profilePermissions('user', delegated(everything, undefined))).toEqual(ALL)
  })

  it('gives a host everything on their own profile, and a listener only the details', () => {
    expect(profilePermissions('host', { kind: 'own' })).toEqual(ALL)
    expect(profilePermissions('user', { kind: 'own' })).toEqual({ ...NOTHING, profile: true })
  })

  it('lets an admin do anything anywhere, grant or no grant', () => {
    expect(profilePermissions('admin', { kind: 'own' })).toEqual(ALL)
    expect(profilePermissions('admin', delegated({}))).toEqual(ALL)
    expect(profilePermissions('admin', { kind: 'none' })).toEqual(ALL)
  })

  it('allows nothing on a profile without a grant', () => {
    expect(profilePermissions('host', { kind: 'none' })).toEqual(NOTHING)
  })
})

describe('isHostProfile', () => {
  it('is the viewer’s role on their own profile, and the owner’s (host until known) on someone else’s', () => {
    expect(isHostProfile('host', { kind: 'own' })).toBe(true)
    expect(isHostProfile('admin', { kind: 'own' })).toBe(true)
    expect(isHostProfile('user', { kind: 'own' })).toBe(false)
    expect(isHostProfile('user', delegated({}, 'host'))).toBe(true)
    expect(isHostProfile('host', delegated({}, 'user'))).toBe(false)
    expect(isHostProfile('user', delegated({}, undefined))).toBe(true)
  })
})

describe('accessOf', () => {
  const profile = (access_reason: AccessibleProfile['access_reason']): AccessibleProfile => ({
    id: 2,
    username: 'civicsquare_nyc',
    display_name: 'Renata Aldridge',
    profile_image_url: null,
    access_reason,
    access_level: 'helper',
    ...NONE,
    can_manage_spaces: 1,
  })

  it('reads the own profile (or none loaded yet) as own, and a delegated one with its flags', () => {
    expect(accessOf(undefined, undefined)).toEqual({ kind: 'own' })
    expect(accessOf(profile('own_profile'), 'host')).toEqual({ kind: 'own' })
    expect(accessOf(profile('delegated_access'), 'host')).toMatchObject({
      kind: 'delegated',
      grant: { can_manage_spaces: 1, can_manage_links: 0 },
      ownerRole: 'host',
    })
  })
})

describe('allowedAreasText', () => {
  it('lists what may be managed, in a sentence', () => {
    expect(allowedAreasText({ ...NOTHING, spaces: true })).toBe('Spaces')
    expect(allowedAreasText({ ...NOTHING, spaces: true, links: true })).toBe('Spaces and links')
    expect(allowedAreasText(ALL)).toBe('Spaces, links, profile details, and reading list')
    expect(allowedAreasText(NOTHING)).toBe('')
  })
})

describe('deniedText', () => {
  it('names the owner and what the grant lacks', () => {
    expect(deniedText('spaces', delegated({}), 'Renata Aldridge')).toBe(
      'Your access to Renata Aldridge’s profile does not include scheduling Spaces.',
    )
    expect(deniedText('links', delegated({ can_manage_spaces: 1 }), '@civicsquare_nyc')).toBe(
      'Your access to @civicsquare_nyc’s profile does not include managing links.',
    )
    expect(deniedText('reading', delegated({}), 'James')).toBe(
      'Your access to James’s profile does not include their reading list.',
    )
    expect(deniedText('profile', delegated({}), 'James')).toBe(
      'Your access to James’s profile does not include editing its details.',
    )
  })

  it('says when the owner is not a host', () => {
    expect(deniedText('links', delegated({ can_manage_links: 1 }, 'user'), 'Avery Lindqvist')).toBe(
      'Avery Lindqvist is not a host, so their profile has no links to manage.',
    )
  })

  it('speaks to a listener about their own profile, and to a stranger about someone else’s', () => {
    expect(deniedText('spaces', { kind: 'own' }, null)).toBe('Only hosts can schedule Spaces.')
    expect(deniedText('links', { kind: 'own' }, null)).toMatch(/^Only hosts can add links/)
    expect(deniedText('spaces', { kind: 'none' }, 'Renata Aldridge')).toBe(
      'You do not have access to manage Renata Aldridge’s profile.',
    )
  })
})
