import { describe, expect, it } from 'vitest'
import { toSafeLinkUrl } from './safe-link'

describe('toSafeLinkUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(toSafeLinkUrl('https://x.com/i/spaces/1abc')).toBe('https://x.com/i/spaces/1abc')
    expect(toSafeLinkUrl(' http://example.org/ep?x=1 ')).toBe('http://example.org/ep?x=1')
  })

  it('refuses every other scheme, relative and broken URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,hi',
      'twitter://spaces?space_id=1',
      '//evil.example',
      '/relative',
      'https://',
      'https:x.com',
      '',
      null,
      undefined,
    ]) {
      expect(toSafeLinkUrl(url)).toBeNull()
    }
  })
})
