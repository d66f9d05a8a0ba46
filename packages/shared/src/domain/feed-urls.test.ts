import { describe, expect, it } from 'vitest'
import { hostFeedPath, parseHostsParam, siteFeedPath, subscribeLinks } from './feed-urls'

describe('siteFeedPath', () => {
  it('is the site feed without a filter', () => {
    expect(siteFeedPath('ics')).toBe('/feeds/spaces.ics')
    expect(siteFeedPath('xml', [])).toBe('/feeds/spaces.xml')
  })

  it('names the filtered hosts, without @ or blanks', () => {
    expect(siteFeedPath('ics', ['alice', '@bob_2', ' '])).toBe('/feeds/spaces.ics?hosts=alice,bob_2')
  })

  it('encodes what a handle should never hold', () => {
    expect(siteFeedPath('ics', ['a&b=c'])).toBe('/feeds/spaces.ics?hosts=a%26b%3Dc')
  })
})

describe('hostFeedPath', () => {
  it('puts the handle in the path', () => {
    expect(hostFeedPath('ics', '@civicsquare_nyc')).toBe('/feeds/hosts/civicsquare_nyc.ics')
    expect(hostFeedPath('atom', 'a/b')).toBe('/feeds/hosts/a%2Fb.atom')
  })
})

describe('parseHostsParam', () => {
  it('splits, trims, drops @, blanks and repeats (handles compare case-insensitively)', () => {
    expect(parseHostsParam('alice, @Bob,,bob ,')).toEqual(['alice', 'bob'])
    expect(parseHostsParam(undefined)).toEqual([])
    expect(parseHostsParam('')).toEqual([])
  })
})

describe('subscribeLinks', () => {
  it('offers webcal, Google Calendar by URL and the plain feed', () => {
    const links = subscribeLinks('https://spaces.example.org', '/feeds/spaces.ics?hosts=a,b')
    expect(links.feed).toBe('https://spaces.example.org/feeds/spaces.ics?hosts=a,b')
    expect(links.webcal).toBe('webcal://spaces.example.org/feeds/spaces.ics?hosts=a,b')
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fspaces.example.org%2Ffeeds%2Fspaces.ics%3Fhosts%3Da%2Cb',
    )
  })

  it('works from an http origin with a port (a local run)', () => {
    expect(subscribeLinks('http://127.0.0.1:3000/', '/feeds/hosts/alice.ics').webcal).toBe(
      'webcal://127.0.0.1:3000/feeds/hosts/alice.ics',
    )
  })
})
