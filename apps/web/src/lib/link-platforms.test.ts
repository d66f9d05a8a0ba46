import { describe, expect, it } from 'vitest'
import { linkHostname, linkText } from './link-platforms'

describe('linkText', () => {
  it('prefers the label', () => {
    expect(linkText({ platform: 'substack', label: 'Civic Square newsletter' })).toBe(
      'Civic Square newsletter',
    )
  })

  it('names the platform when there is no label, or only spaces', () => {
    expect(linkText({ platform: 'youtube', label: null })).toBe('YouTube')
    expect(linkText({ platform: 'website', label: '   ' })).toBe('Website')
    expect(linkText({ platform: 'other', label: '' })).toBe('Other')
  })
})

describe('linkHostname', () => {
  it('shows the host without www', () => {
    expect(linkHostname('https://www.youtube.com/@civicsquare_nyc')).toBe('youtube.com')
    expect(linkHostname('https://civicsquare.substack.com/p/1')).toBe('civicsquare.substack.com')
  })

  it('returns the text when it is not a URL', () => {
    expect(linkHostname('not a url')).toBe('not a url')
  })
})
