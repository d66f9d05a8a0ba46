import { describe, expect, it } from 'vitest'
import { isAcceptedSpaceUrl, spaceDeepLink, X_SHORT_NAME, xProfileUrl, xSpaceIdFromUrl } from './space-url'

describe('X_SHORT_NAME', () => {
  it('is the short name used in button texts', () => {
    expect(X_SHORT_NAME).toBe('X')
  })
})

describe('isAcceptedSpaceUrl', () => {
  it.each([
    'https://x.com/i/spaces/1mxVQzJXtwXVB',
    'https://twitter.com/i/spaces/1mxVQzJXtwXVB',
    'https://www.x.com/i/spaces/1mxVQzJXtwXVB',
    'https://www.twitter.com/i/spaces/1mxVQzJXtwXVB',
    'https://mobile.twitter.com/i/spaces/1mxVQzJXtwXVB',
    'https://x.com/alice',
    'https://x.com',
    'https://X.COM/i/spaces/1mxVQzJXtwXVB?s=20',
    'HTTPS://x.com/alice',
  ])('accepts %s', (url) => {
    expect(isAcceptedSpaceUrl(url)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['not a URL', 'x.com/i/spaces/1'],
    ['http', 'http://x.com/i/spaces/1'],
    ['another scheme', 'ftp://x.com/i/spaces/1'],
    ['no slashes after the scheme', 'https:x.com/i/spaces/1'],
    ['leading space', ' https://x.com/i/spaces/1'],
    ['another host', 'https://example.com/i/spaces/1'],
    ['a look-alike host', 'https://x.com.evil.example/i/spaces/1'],
    ['a host ending in x.com', 'https://notx.com/i/spaces/1'],
    ['a subdomain not on the list', 'https://api.x.com/i/spaces/1'],
    ['mobile.x.com', 'https://mobile.x.com/i/spaces/1'],
    ['trailing-dot host', 'https://x.com./i/spaces/1'],
    ['credentials', 'https://user:pass@x.com/i/spaces/1'],
    ['a user name only', 'https://user@x.com/i/spaces/1'],
    ['credentials hiding another host', 'https://x.com@evil.example/i/spaces/1'],
    ['a port', 'https://x.com:8443/i/spaces/1'],
  ])('rejects %s', (_label, url) => {
    expect(isAcceptedSpaceUrl(url)).toBe(false)
  })
})

describe('xSpaceIdFromUrl', () => {
  it('reads the id from /i/spaces/<id>', () => {
    expect(xSpaceIdFromUrl('https://x.com/i/spaces/1mxVQzJXtwXVB')).toBe('1mxVQzJXtwXVB')
    expect(xSpaceIdFromUrl('https://twitter.com/i/spaces/1PTTaZNdnruqX/')).toBe('1PTTaZNdnruqX')
    expect(xSpaceIdFromUrl('https://x.com/i/spaces/1PTTaZNdnruqX/peek?s=20#top')).toBe('1PTTaZNdnruqX')
  })

  it('is null when the URL names no Space or is not accepted', () => {
    expect(xSpaceIdFromUrl('https://x.com/alice')).toBeNull()
    expect(xSpaceIdFromUrl('https://x.com/i/spaces/')).toBeNull()
    expect(xSpaceIdFromUrl('https://x.com/i/spaces/abc-def')).toBeNull()
    expect(xSpaceIdFromUrl('https://x.com/alice/i/spaces/1abc')).toBeNull()
    expect(xSpaceIdFromUrl('https://example.com/i/spaces/1abc')).toBeNull()
    expect(xSpaceIdFromUrl('http://x.com/i/spaces/1abc')).toBeNull()
    expect(xSpaceIdFromUrl('')).toBeNull()
  })
})

describe('spaceDeepLink', () => {
  it('builds the app link with the Space id', () => {
    expect(spaceDeepLink('https://x.com/i/spaces/1mxVQzJXtwXVB')).toBe(
      'twitter://spaces?space_id=1mxVQzJXtwXVB',
    )
  })

  it('is null without a Space id, so the caller opens the web link', () => {
    expect(spaceDeepLink('https://x.com/alice')).toBeNull()
    expect(spaceDeepLink('not a url')).toBeNull()
  })
})

describe('xProfileUrl', () => {
  it('links to the handle on x.com', () => {
    expect(xProfileUrl('alice')).toBe('https://x.com/alice')
    expect(xProfileUrl('@alice_01')).toBe('https://x.com/alice_01')
    expect(xProfileUrl(' bob ')).toBe('https://x.com/bob')
  })

  it('is itself an accepted Space URL', () => {
    expect(isAcceptedSpaceUrl(xProfileUrl('alice'))).toBe(true)
  })

  it('cannot be steered to another path', () => {
    expect(xProfileUrl('a/../b?c')).toBe('https://x.com/a%2F..%2Fb%3Fc')
  })
})
