import { BIO_MAX_LENGTH } from '@spaces/shared/limits'
import { describe, expect, it } from 'vitest'
import { checkProfileEdit, editValuesFromProfile, timeZoneChoices } from './profile-edit-values'

const empty = { bio: '', location: '', website: '', host_timezone: '' }

describe('editValuesFromProfile', () => {
  it('turns missing fields into empty text', () => {
    expect(
      editValuesFromProfile({ bio: null, location: 'Lagos', website: null, host_timezone: null }),
    ).toEqual({ ...empty, location: 'Lagos' })
  })
})

describe('checkProfileEdit', () => {
  it('sends empty fields as null, trimmed text as text, and host_id only for someone else', () => {
    expect(checkProfileEdit({ ...empty, bio: '  Hello  ' }, undefined).body).toEqual({
      display_name: null,
      bio: 'Hello',
      location: null,
      website: null,
      host_timezone: null,
      host_id: null,
    })
    expect(checkProfileEdit({ ...empty, host_timezone: 'Asia/Tokyo' }, 7).body).toMatchObject({
      host_timezone: 'Asia/Tokyo',
      host_id: 7,
    })
  })

  it("rejects a website that is not https with the spec's message", () => {
    const result = checkProfileEdit({ ...empty, website: 'http://example.com' }, undefined)
    expect(result.body).toBeNull()
    expect(result.errors).toEqual({ website: 'Invalid URL format' })
    expect(checkProfileEdit({ ...empty, website: 'https://example.com' }, undefined).body).not.toBeNull()
  })

  it('limits the bio and rejects unknown zones', () => {
    expect(checkProfileEdit({ ...empty, bio: 'x'.repeat(BIO_MAX_LENGTH) }, undefined).body).not.toBeNull()
    expect(checkProfileEdit({ ...empty, bio: 'x'.repeat(BIO_MAX_LENGTH + 1) }, undefined).errors).toEqual({
      bio: 'Too long',
    })
    expect(checkProfileEdit({ ...empty, host_timezone: 'Mars/Olympus' }, undefined).errors).toEqual({
      host_timezone: 'Unknown time zone',
    })
  })
})

describe('timeZoneChoices', () => {
  it('offers the selectable zones, keeping a current zone that is not among them', () => {
    expect(timeZoneChoices('')).toContain('UTC')
    expect(timeZoneChoices('Asia/Tokyo')[0]).toBe('UTC')
    expect(timeZoneChoices('Europe/Lisbon')[0]).toBe('Europe/Lisbon')
  })
})
