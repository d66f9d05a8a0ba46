import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../../test/contrast'
import { avatarColors, avatarInitials, avatarPath, escapeXml, renderAvatarSvg } from './avatars'
import { SANDBOX_ACCOUNTS } from './fixture'

/** The text node and every attribute value, as the SVG writes them. */
function textContent(svg: string): string {
  return svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1] ?? ''
}
function attributeValues(svg: string): string[] {
  return [...svg.matchAll(/="([^"]*)"/g)].map((m) => m[1] ?? '')
}

describe('renderAvatarSvg', () => {
  it('is a 128×128 SVG with the initials', () => {
    const svg = renderAvatarSvg({ username: 'rentwatch_la', name: 'Maya Okafor' })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(textContent(svg)).toBe('MO')
    expect(svg).toContain('aria-label="Maya Okafor"')
  })

  it('escapes markup in the name so it cannot break out of the SVG', () => {
    const svg = renderAvatarSvg({ username: 'x', name: `<script>alert("1")</script> & 'co'` })
    expect(svg).not.toContain('<script')
    expect(svg).toContain(
      'aria-label="&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; &apos;co&apos;"',
    )
    // Only the SVG's own elements remain; no attribute value holds a raw quote, < or &.
    expect(svg.match(/<(\w+)/g)).toEqual([
      '<svg',
      '<defs',
      '<linearGradient',
      '<stop',
      '<stop',
      '<rect',
      '<text',
    ])
    for (const value of attributeValues(svg)) expect(value).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('never takes punctuation as an initial, and keeps accented ones', () => {
    expect(textContent(renderAvatarSvg({ username: '&_club', name: '<&>' }))).toBe('C')
    expect(textContent(renderAvatarSvg({ username: '&&', name: '<&>' }))).toBe('?')
    expect(textContent(renderAvatarSvg({ username: 'a', name: 'Ümit Özdemir' }))).toBe('ÜÖ')
  })

  it('is deterministic and derives colours from the handle, ignoring its case', () => {
    const a = renderAvatarSvg({ username: 'civic_admin', name: 'Civic Admin' })
    expect(renderAvatarSvg({ username: 'civic_admin', name: 'Civic Admin' })).toBe(a)
    expect(avatarColors('Civic_Admin')).toEqual(avatarColors('civic_admin'))
    expect(avatarColors('civic_admin')).not.toEqual(avatarColors('rentwatch_la'))
    const { from, to } = avatarColors('civic_admin')
    expect(from).toMatch(/^#[0-9a-f]{6}$/)
    expect(to).toMatch(/^#[0-9a-f]{6}$/)
    expect(a).toContain(`stop-color="${from}"`)
    expect(a).toContain(`stop-color="${to}"`)
  })

  it('uses given colours, and ignores ones that are not hex colours', () => {
    const given = renderAvatarSvg({ username: 'u', name: 'U', colors: { from: '#112233', to: '#abcdef' } })
    expect(given).toContain('stop-color="#112233"')
    expect(given).toContain('stop-color="#abcdef"')
    const injected = renderAvatarSvg({
      username: 'u',
      name: 'U',
      colors: { from: '"/><script/>', to: '#fff' },
    })
    expect(injected).not.toContain('script')
    expect(injected).toContain(`stop-color="${avatarColors('u').from}"`)
  })
})

describe('avatar colours', () => {
  // The initials are large text (50–60 px, semibold): 3:1 against both ends of the gradient.
  const WHITE = '#ffffff'

  it('keep white initials readable on every generated avatar, whatever the hue', () => {
    for (let i = 0; i < 2000; i++) {
      const { from, to } = avatarColors(`handle_${i}`)
      expect(contrastRatio(WHITE, from), `${from} for handle_${i}`).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(WHITE, to), `${to} for handle_${i}`).toBeGreaterThanOrEqual(3)
    }
  })

  it.each(SANDBOX_ACCOUNTS.map((a) => [a.username, a.avatar] as const))(
    'keep white initials readable on @%s',
    (_username, { from, to }) => {
      expect(contrastRatio(WHITE, from)).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(WHITE, to)).toBeGreaterThanOrEqual(3)
    },
  )

  it('draw the initials in opaque white', () => {
    expect(renderAvatarSvg({ username: 'u', name: 'U' })).toMatch(/<text [^>]*fill="#ffffff" font-family=/)
  })
})

describe('avatarInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(avatarInitials('Maya Okafor', 'm')).toBe('MO')
    expect(avatarInitials('Jean-Luc de la Cruz', 'j')).toBe('JC')
    expect(avatarInitials('  priya  ', 'p')).toBe('P')
    expect(avatarInitials('🎧 Night Owls 🎧', 'n')).toBe('NO')
  })

  it('falls back to the handle, then to a question mark', () => {
    expect(avatarInitials(null, 'streets4people')).toBe('S')
    expect(avatarInitials('🎧', '_42club')).toBe('4')
    expect(avatarInitials('', '___')).toBe('?')
  })

  it('keeps characters outside the BMP whole', () => {
    expect(avatarInitials('𝒜lice 𝒞ole', 'a')).toBe('𝒜𝒞')
  })
})

describe('avatarPath and escapeXml', () => {
  it('builds the root-relative sandbox URL', () => {
    expect(avatarPath('civic_admin')).toBe('/x-sandbox/avatars/civic_admin.svg')
    expect(avatarPath('a/b')).toBe('/x-sandbox/avatars/a%2Fb.svg')
  })

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;')
  })
})
