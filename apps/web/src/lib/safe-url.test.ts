import { describe, expect, it } from 'vitest'
import { toSafeImageUrl, toSafeLinkUrl } from './safe-url'

const origin = 'http://localhost:3000'

describe('toSafeImageUrl', () => {
  it('keeps https URLs and paths on this site', () => {
    expect(toSafeImageUrl('https://pbs.twimg.com/a.jpg', origin)).toBe('https://pbs.twimg.com/a.jpg')
    expect(toSafeImageUrl('/x-sandbox/avatars/ada.svg', origin)).toBe(
      'http://localhost:3000/x-sandbox/avatars/ada.svg',
    )
  })

  it('drops script, data, http (even on this origin), credentials and empty URLs', () => {
    expect(toSafeImageUrl('javascript:alert(1)', origin)).toBeNull()
    expect(toSafeImageUrl('data:image/svg+xml,<svg/>', origin)).toBeNull()
    expect(toSafeImageUrl('http://evil.example/a.png', origin)).toBeNull()
    expect(toSafeImageUrl('http://localhost:3000/a.png', origin)).toBeNull()
    expect(toSafeImageUrl('https://user:pass@pbs.twimg.com/a.jpg', origin)).toBeNull()
    expect(toSafeImageUrl('//evil.example/a.png', origin)).toBeNull()
    expect(toSafeImageUrl('', origin)).toBeNull()
    expect(toSafeImageUrl(null, origin)).toBeNull()
  })
})

describe('toSafeLinkUrl', () => {
  it('keeps https links, trimmed', () => {
    expect(toSafeLinkUrl('https://example.com/a b')).toBe('https://example.com/a%20b')
    expect(toSafeLinkUrl('  https://x.com/i/spaces/1 ')).toBe('https://x.com/i/spaces/1')
  })

  it.each([
    ['http (a link stored before the https rule shows as text)', 'http://example.com'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:text/html,<b>x</b>'],
    ['credentials', 'https://user:pass@example.com'],
    ['no slashes', 'https:example.com'],
  ])('refuses %s', (_what, url) => {
    expect(toSafeLinkUrl(url)).toBeNull()
  })

  it('refuses nothing at all', () => {
    expect(toSafeLinkUrl(undefined)).toBeNull()
  })
})
