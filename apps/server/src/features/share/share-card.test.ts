import { describe, expect, it } from 'vitest'
import { buildShareCardTree, clipText, describeCard, drawableText, initialsOf } from './share-card'

describe('text on the share picture', () => {
  it('leaves out what the fonts cannot draw, and falls back when nothing is left', () => {
    expect(drawableText('Budget night 🎉 ✨')).toBe('Budget night')
    expect(drawableText('Łódź, Αθήνα, Москва')).toBe('Łódź, Αθήνα, Москва')
    expect(drawableText('東京の夜', 'A Space by @tokyo')).toBe('A Space by @tokyo')
    expect(drawableText('👩‍👩‍👧 ')).toBe('')
  })

  it('clips long text on whole code points with an ellipsis', () => {
    expect(clipText('a'.repeat(10), 10)).toBe('a'.repeat(10))
    expect(clipText('abcdef ghijk', 8)).toBe('abcdef…')
    expect(clipText('𝒜'.repeat(5), 3)).toBe('𝒜𝒜…')
  })

  it('draws one or two initials', () => {
    expect(initialsOf('Renata Aldridge')).toBe('RA')
    expect(initialsOf('renata')).toBe('R')
    expect(initialsOf('Dr. Ana María López')).toBe('DA')
    expect(initialsOf('')).toBe('?')
  })

  it('is a 1200×630 tree with the heading and lines as text', () => {
    const tree = buildShareCardTree(
      { kicker: 'Space', heading: 'Hello', headingFallback: 'x', lines: ['Line'], person: null },
      'Spaces Calendar',
    )
    expect(tree.props.style).toMatchObject({ width: 1200, height: 630 })
    expect(JSON.stringify(tree)).toContain('"Hello"')
    expect(JSON.stringify(tree)).toContain('"Line"')
  })

  it('says in words what the card shows, every script kept', () => {
    expect(
      describeCard({
        kicker: 'Space',
        heading: '東京の夜?',
        headingFallback: 'x',
        lines: ['Sat, Jul 4, 2026, 7:00 PM EDT', 'America/New York'],
        person: { name: 'Renata', handle: '@renata' },
      }),
    ).toBe('Space: 東京の夜? Sat, Jul 4, 2026, 7:00 PM EDT, America/New York. Renata (@renata).')
  })
})
