import { describe, expect, it } from 'vitest'
import { formatGrantDate, grantedPermissions } from './collaborator-text'

describe('grantedPermissions', () => {
  it('lists the ticked permissions in order', () => {
    expect(grantedPermissions({ can_edit_profile: 1, can_manage_spaces: 1, can_manage_links: 1 })).toEqual([
      'Edit Profile (bio, links)',
      'Manage Spaces (add/edit)',
      'Manage Links (social media)',
    ])
    expect(grantedPermissions({ can_edit_profile: 0, can_manage_spaces: 1, can_manage_links: 0 })).toEqual([
      'Manage Spaces (add/edit)',
    ])
    expect(grantedPermissions({ can_edit_profile: 0, can_manage_spaces: 0, can_manage_links: 0 })).toEqual([])
  })
})

describe('formatGrantDate', () => {
  it('writes the date in the given zone', () => {
    // 2025-01-01T03:00Z is still Dec 31 in New York and already Jan 1 in Tokyo.
    expect(formatGrantDate(1_735_700_400, 'America/New_York')).toBe('Dec 31, 2024')
    expect(formatGrantDate(1_735_700_400, 'Asia/Tokyo')).toBe('Jan 1, 2025')
  })
})
