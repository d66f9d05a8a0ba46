import { ACCESS_MESSAGES } from '@spaces/shared/schemas/access'
import { describe, expect, it } from 'vitest'
import { checkGrant, DEFAULT_GRANT_VALUES } from './grant-form-values'

describe('checkGrant', () => {
  it('has all three permissions on, level helper, no expiry, and needs a username', () => {
    expect(DEFAULT_GRANT_VALUES).toMatchObject({
      canEditProfile: true,
      canManageSpaces: true,
      canManageLinks: true,
      accessLevel: 'helper',
      expiresInDays: '',
    })
    expect(checkGrant(DEFAULT_GRANT_VALUES).errors).toEqual({
      collaboratorUsername: ACCESS_MESSAGES.usernameRequired,
    })
    expect(checkGrant({ ...DEFAULT_GRANT_VALUES, username: ' @ ' }).body).toBeNull()
  })

  it('builds the grant payload: @ dropped, empty expiry permanent, empty notes null', () => {
    expect(
      checkGrant({ ...DEFAULT_GRANT_VALUES, username: ' @just_listening ', canEditProfile: false }).body,
    ).toEqual({
      collaboratorUsername: 'just_listening',
      canEditProfile: false,
      canManageSpaces: true,
      canManageLinks: true,
      accessLevel: 'helper',
      notes: null,
      expiresInDays: null,
    })
  })

  it('takes a whole number of days, at least 1', () => {
    const withDays = (expiresInDays: string) =>
      checkGrant({ ...DEFAULT_GRANT_VALUES, username: 'sam', expiresInDays })
    expect(withDays('1').body?.expiresInDays).toBe(1)
    expect(withDays(' 30 ').body?.expiresInDays).toBe(30)
    for (const bad of ['0', '-2', '1.5', 'soon']) {
      expect(withDays(bad).errors).toEqual({ expiresInDays: ACCESS_MESSAGES.expires })
    }
  })

  it('keeps the level and limits the notes', () => {
    expect(
      checkGrant({ ...DEFAULT_GRANT_VALUES, username: 'sam', accessLevel: 'co-host' }).body?.accessLevel,
    ).toBe('co-host')
    expect(checkGrant({ ...DEFAULT_GRANT_VALUES, username: 'sam', notes: 'x'.repeat(501) }).errors).toEqual({
      notes: 'Too long',
    })
  })
})
