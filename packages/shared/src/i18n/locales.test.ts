import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, negotiateLocale, parseLocale, textDirection } from './locales'

describe('parseLocale', () => {
  it('knows the shipped tags in any case and region', () => {
    expect(parseLocale('ja-JP')).toBe('ja')
    expect(parseLocale('PT')).toBe('pt-BR')
    expect(parseLocale('pt_pt')).toBe('pt-BR')
    expect(parseLocale('es-419')).toBe('es')
    expect(parseLocale('ar')).toBe('ar')
  })
  it('skips unknown and malformed values', () => {
    for (const bad of ['', 'xx', 'de', '../../etc', 'e', 'en-'.repeat(20), '<script>', null, undefined]) {
      expect(parseLocale(bad)).toBeNull()
    }
  })
})

describe('localeFromAcceptLanguage', () => {
  it('follows q-values and skips what is not shipped', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja')
    expect(localeFromAcceptLanguage('en;q=0.1, ar;q=0.9')).toBe('ar')
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeNull()
    expect(localeFromAcceptLanguage('ja;q=0')).toBeNull()
  })
})

describe('negotiateLocale', () => {
  it('takes the query, then the cookie, the saved language, the browser, the default', () => {
    const all = { query: 'es', cookie: 'ja', saved: 'ar', acceptLanguage: 'pt-BR', fallback: 'en' as const }
    expect(negotiateLocale(all)).toBe('es')
    expect(negotiateLocale({ ...all, query: 'zz' })).toBe('ja')
    expect(negotiateLocale({ ...all, query: null, cookie: null })).toBe('ar')
    expect(negotiateLocale({ ...all, query: null, cookie: null, saved: null })).toBe('pt-BR')
    expect(negotiateLocale({ fallback: 'en' })).toBe('en')
  })
  it('gives Arabic its direction', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ja')).toBe('ltr')
  })
})
