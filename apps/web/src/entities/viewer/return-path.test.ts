import { describe, expect, it } from 'vitest'
import {
  rememberReturnPath,
  returnPathIn,
  safeReturnPath,
  takeReturnPath,
  withReturnPath,
} from './return-path'

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/dashboard/links')).toBe('/dashboard/links')
    expect(safeReturnPath('/admin/hosts?x=1#top')).toBe('/admin/hosts?x=1#top')
    expect(safeReturnPath('/access/7')).toBe('/access/7')
  })

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'dashboard/links',
    '',
    `/${'a'.repeat(2001)}`,
  ])('drops %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it('drops nothing at all', () => {
    expect(safeReturnPath(null)).toBeNull()
    expect(safeReturnPath(undefined)).toBeNull()
  })

  it('resolves dot segments within the site', () => {
    expect(safeReturnPath('/dashboard/../admin/hosts')).toBe('/admin/hosts')
    expect(safeReturnPath('/..//evil.example')).toBeNull()
    expect(safeReturnPath('/a/..//evil.example')).toBeNull()
  })
})

describe('withReturnPath and returnPathIn', () => {
  it('adds the page asked for to the target, and reads it back', () => {
    expect(withReturnPath('/', '/dashboard/links')).toBe('/?next=%2Fdashboard%2Flinks')
    expect(withReturnPath('/?error=not_authenticated', '/dashboard/new-space')).toBe(
      '/?error=not_authenticated&next=%2Fdashboard%2Fnew-space',
    )
    expect(returnPathIn('?next=%2Fdashboard%2Flinks')).toBe('/dashboard/links')
    expect(returnPathIn('?next=%2F%2Fevil.example')).toBeNull()
  })

  it('adds nothing for home or a path that is not this site’s', () => {
    expect(withReturnPath('/', '/')).toBe('/')
    expect(withReturnPath('/', '//evil.example')).toBe('/')
  })
})

/** sessionStorage as the browser keeps it, for one tab. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('remember and take', () => {
  it('keeps the page for one successful login, then forgets it', () => {
    const tab = memoryStorage()
    rememberReturnPath('?next=%2Fadmin%2Fnewsletter', tab)
    expect(takeReturnPath(tab)).toBe('/admin/newsletter')
    expect(takeReturnPath(tab)).toBeNull()
  })

  it('forgets an old page when a login starts without one, and never keeps a hostile one', () => {
    const tab = memoryStorage()
    rememberReturnPath('?next=%2Fadmin%2Fnewsletter', tab)
    rememberReturnPath('', tab)
    expect(takeReturnPath(tab)).toBeNull()
    rememberReturnPath('?next=%2F%2Fevil.example', tab)
    expect(takeReturnPath(tab)).toBeNull()
    tab.setItem('return_after_login', '//evil.example')
    expect(takeReturnPath(tab)).toBeNull()
  })
})
