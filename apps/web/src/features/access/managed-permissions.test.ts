import { describe, expect, it } from 'vitest'
import type { AccessibleProfile } from './api/get-accessible-profiles'
import { managedPermissions, ownerName, possessive } from './managed-permissions'

const profile = (overrides: Partial<AccessibleProfile>): AccessibleProfile =>
  ({
    id: 2,
    username: 'civicsquare_nyc',
    display_name: 'Renata Aldridge',
    access_reason: 'delegated_access',
    access_level: 'helper',
    can_manage_spaces: 0,
    can_manage_links: 0,
    can_edit_profile: 0,
    ...overrides,
  }) as AccessibleProfile

describe('managedPermissions', () => {
  it('opens one area per grant flag on someone else’s profile', () => {
    expect(managedPermissions(profile({}), 'user')).toEqual({
      spaces: false,
      links: false,
      profile: false,
      reading: false,
    })
    expect(managedPermissions(profile({ can_manage_spaces: 1 }), 'user')).toEqual({
      spaces: true,
      links: false,
      profile: false,
      reading: false,
    })
    expect(managedPermissions(profile({ can_edit_profile: 1 }), 'host')).toMatchObject({
      profile: true,
      reading: true,
      spaces: false,
    })
    expect(managedPermissions(profile({ can_manage_links: 1 }), 'admin')).toMatchObject({
      links: true,
      spaces: false,
    })
  })

  it('gives a host everything on their own profile, and a listener their links only', () => {
    const own = profile({ access_reason: 'own_profile' })
    expect(managedPermissions(own, 'host')).toEqual({
      spaces: true,
      links: true,
      profile: true,
      reading: true,
    })
    expect(managedPermissions(own, 'user')).toEqual({
      spaces: false,
      links: true,
      profile: false,
      reading: false,
    })
    expect(managedPermissions(undefined, 'admin').spaces).toBe(true)
  })
})

describe('owner names', () => {
  it('uses the display name, else the handle, in a proper possessive', () => {
    expect(possessive(ownerName(profile({})))).toBe('Renata Aldridge’s')
    expect(possessive(ownerName(profile({ display_name: '  ' })))).toBe('@civicsquare_nyc’s')
    expect(possessive('James')).toBe('James’')
  })
})
