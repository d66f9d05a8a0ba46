import { describe, expect, it } from 'vitest'
import { personJsonLd, profileDescription, profileName, serializeJsonLd } from './profile-meta'

const profile = {
  username: 'civicsquare_nyc',
  display_name: 'Renata Aldridge',
  bio: 'City council explainers for people with day jobs.',
  location: 'Brooklyn, NY',
  website: 'https://civicsquare.example.org',
  links: [
    { id: 1, platform: 'substack' as const, url: 'https://civicsquare.substack.com', label: null },
    { id: 2, platform: 'other' as const, url: 'javascript:alert(1)', label: 'bad' },
    { id: 3, platform: 'website' as const, url: 'https://civicsquare.example.org', label: null },
  ],
}
const page = { url: 'https://cal.example/profile/civicsquare_nyc', imageUrl: 'https://cal.example/a.svg' }

describe('profileName / profileDescription', () => {
  it('uses the display name, else the handle', () => {
    expect(profileName(profile)).toBe('Renata Aldridge')
    expect(profileName({ username: 'sam', display_name: '  ' })).toBe('sam')
  })

  it('uses the bio, shortened with an ellipsis past 200 characters', () => {
    expect(profileDescription(profile)).toBe(profile.bio)
    const long = profileDescription({ ...profile, bio: 'word '.repeat(100) })
    expect(long.length).toBe(200)
    expect(long.endsWith('…')).toBe(true)
  })

  it('writes a sentence when there is no bio', () => {
    expect(profileDescription({ ...profile, bio: null })).toBe(
      'Renata Aldridge (@civicsquare_nyc) on Spaces Calendar: upcoming and recorded Spaces.',
    )
  })
})

describe('personJsonLd', () => {
  it('describes the person with their other https pages, de-duplicated', () => {
    expect(personJsonLd(profile, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Renata Aldridge',
      alternateName: '@civicsquare_nyc',
      url: page.url,
      description: profile.bio,
      image: page.imageUrl,
      homeLocation: { '@type': 'Place', name: 'Brooklyn, NY' },
      sameAs: [
        'https://x.com/civicsquare_nyc',
        'https://civicsquare.example.org',
        'https://civicsquare.substack.com',
      ],
    })
  })

  it('leaves out what the profile does not have', () => {
    const bare = personJsonLd(
      { username: 'sam', display_name: null, bio: null, location: ' ', website: null, links: [] },
      { url: 'https://cal.example/profile/sam', imageUrl: null },
    )
    expect(bare).not.toHaveProperty('description')
    expect(bare).not.toHaveProperty('image')
    expect(bare).not.toHaveProperty('homeLocation')
    expect(bare.sameAs).toEqual(['https://x.com/sam'])
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element, and still parses to the same value', () => {
    const value = { description: '</script><script>alert(1)</script> & \u2028' }
    const text = serializeJsonLd(value)
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual(value)
  })
})
