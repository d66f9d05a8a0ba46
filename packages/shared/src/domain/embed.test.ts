import { describe, expect, it } from 'vitest'
import { embedIframeHtml, embedLimit, embedPath, embedScriptHtml, embedTheme, embedTitle } from './embed'

describe('embed options', () => {
  it('brings limit into 1–20 and takes the default for anything not a number', () => {
    expect(embedLimit(undefined)).toBe(5)
    expect(embedLimit('3')).toBe(3)
    expect(embedLimit('0')).toBe(1)
    expect(embedLimit('21')).toBe(20)
    expect(embedLimit('999999')).toBe(20)
    for (const bad of ['', 'x', '-1', '2.5', '1e3', '0x10']) expect(embedLimit(bad), bad).toBe(5)
  })

  it('takes light, dark or auto in any case, and auto for anything else', () => {
    expect(embedTheme('Dark')).toBe('dark')
    expect(embedTheme(' light ')).toBe('light')
    expect(embedTheme('neon')).toBe('auto')
    expect(embedTheme(undefined)).toBe('auto')
  })
})

describe('embed addresses and snippets', () => {
  const options = { limit: 3, theme: 'dark' as const }

  it('builds each target’s path, handles bare and encoded', () => {
    expect(embedPath({ username: '@Alice' }, options)).toBe('/embed/hosts/Alice?limit=3&theme=dark')
    expect(embedPath({ hosts: ['a b', '@c'] }, options)).toBe(
      '/embed/spaces?hosts=a%20b,c&limit=3&theme=dark',
    )
    expect(embedPath({ hosts: [] }, options)).toBe('/embed/spaces?limit=3&theme=dark')
    expect(embedPath({ spaceId: 7 }, options)).toBe('/embed/spaces/7?limit=3&theme=dark')
    expect(embedTitle({ hosts: ['a', 'b'] })).toBe('Upcoming Spaces of @a, @b')
  })

  it('escapes every value of the snippets', () => {
    const iframe = embedIframeHtml('https://cal.example', { username: 'x"><script>' }, options)
    expect(iframe).not.toContain('<script>')
    expect(iframe).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"')
    expect(iframe).toContain(
      'src="https://cal.example/embed/hosts/x%22%3E%3Cscript%3E?limit=3&#38;theme=dark"',
    )
    const script = embedScriptHtml('https://cal.example', { username: 'x"><b>' }, options)
    expect(script).toContain('data-spaces-calendar="x&#34;&#62;&#60;b&#62;"')
    expect(script).toContain('<script src="https://cal.example/embed.js" async></script>')
  })

  it('names the language when one is chosen, and nothing otherwise', () => {
    const spanish = { ...options, lang: 'es' }
    expect(embedPath({ username: 'alice' }, spanish)).toBe('/embed/hosts/alice?limit=3&theme=dark&lang=es')
    expect(embedScriptHtml('https://cal.example', { username: 'alice' }, spanish)).toContain('data-lang="es"')
    expect(embedScriptHtml('https://cal.example', { username: 'alice' }, options)).not.toContain('data-lang')
    expect(
      embedIframeHtml('https://cal.example', { spaceId: 7 }, { ...spanish, title: 'Un Space' }),
    ).toContain('title="Un Space"')
  })
})
