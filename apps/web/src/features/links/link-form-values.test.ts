import { describe, expect, it } from 'vitest'
import { checkLink, EMPTY_LINK_VALUES, valuesFromLink } from './link-form-values'

describe('checkLink', () => {
  it('starts on website with the URL required', () => {
    expect(EMPTY_LINK_VALUES.platform).toBe('website')
    expect(checkLink(EMPTY_LINK_VALUES, undefined)).toEqual({
      body: null,
      errors: { url: 'URL is required' },
    })
  })

  it("accepts https only, with the spec's message", () => {
    for (const url of ['http://example.com', 'example.com', 'javascript:alert(1)', 'https://localhost']) {
      expect(checkLink({ ...EMPTY_LINK_VALUES, url }, undefined).errors).toEqual({
        url: 'Invalid URL format',
      })
    }
  })

  it('trims, sends an empty label as null, and names the profile only when it is someone else’s', () => {
    expect(
      checkLink({ platform: 'substack', url: ' https://a.substack.com ', label: '  ' }, undefined).body,
    ).toEqual({ platform: 'substack', url: 'https://a.substack.com', label: null })
    expect(
      checkLink({ platform: 'youtube', url: 'https://youtube.com/@a', label: 'Talks' }, 12).body,
    ).toEqual({ platform: 'youtube', url: 'https://youtube.com/@a', label: 'Talks', host_id: 12 })
  })

  it('limits the label', () => {
    expect(
      checkLink({ ...EMPTY_LINK_VALUES, url: 'https://a.example', label: 'x'.repeat(101) }, undefined).errors,
    ).toEqual({
      label: 'Too long',
    })
  })
})

describe('valuesFromLink', () => {
  it('turns a missing label into empty text', () => {
    expect(
      valuesFromLink({ id: 1, platform: 'spotify', url: 'https://open.spotify.com/x', label: null }),
    ).toEqual({
      platform: 'spotify',
      url: 'https://open.spotify.com/x',
      label: '',
    })
  })
})
