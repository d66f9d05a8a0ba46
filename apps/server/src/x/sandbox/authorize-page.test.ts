import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../../test/contrast'
import { SANDBOX_COLORS as C, KIND_BADGES, renderAuthorizePage, renderErrorPage } from './authorize-page'
import { SANDBOX_ACCOUNTS } from './fixture'

const page = renderAuthorizePage({ hidden: { state: 's' }, accounts: SANDBOX_ACCOUNTS, error: 'Try again.' })
const hexColors = (html: string) => new Set(html.match(/#[0-9a-f]{3,6}\b/gi)?.map((c) => c.toLowerCase()))

describe('the X sandbox pages', () => {
  it('draw every colour from the checked palette', () => {
    const palette = new Set(
      [...Object.values(C), ...Object.values(KIND_BADGES).flatMap((b) => [b.color, b.background])].map((c) =>
        c.toLowerCase(),
      ),
    )
    expect([...hexColors(page)].filter((c) => !palette.has(c))).toEqual([])
    expect([...hexColors(renderErrorPage('x'))].filter((c) => !palette.has(c))).toEqual([])
  })

  it.each(Object.entries(KIND_BADGES))('make the %s badge readable (4.5:1 at 12px)', (_kind, badge) => {
    expect(contrastRatio(badge.color, badge.background)).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['text on the page', C.text, C.page],
    ['muted text on the page', C.muted, C.page],
    ['a handle on an account', C.muted, C.card],
    ['a handle on a hovered account', C.muted, C.cardHover],
    ['typed text and the placeholder', C.muted, C.field],
    ['the primary button', C.ink, C.text],
    ['the SANDBOX tag', C.ink, C.sandboxTag],
    ['an error', C.error, C.page],
  ])('keep %s at 4.5:1 or more', (_what, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['the handle field', C.fieldBorder, C.page],
    ['the focus ring', C.focus, C.page],
    ['the focus ring on an account', C.focus, C.cardHover],
  ])('give %s an edge of 3:1 or more', (_what, edge, background) => {
    expect(contrastRatio(edge, background)).toBeGreaterThanOrEqual(3)
  })

  it('badge each demo account with its kind', () => {
    expect(page).toContain('<span class="kind kind-admin">Admin</span>')
    expect(page).toContain('<span class="kind kind-user">Listener</span>')
    expect(page.match(/class="kind kind-/g)).toHaveLength(SANDBOX_ACCOUNTS.length)
  })

  it('answer a refused request with a whole page: language, title, heading and the escaped reason', () => {
    const html = renderErrorPage('redirect_uri must be <the callback>')
    expect(html).toMatch(/^<!doctype html><html lang="en">/)
    expect(html).toContain('<title>Invalid authorization request – X sandbox</title>')
    expect(html).toContain('<main>')
    expect(html).toContain('<h1>Invalid authorization request</h1>')
    expect(html).toContain('redirect_uri must be &#60;the callback&#62;')
  })
})
