import { describe, expect, it } from 'vitest'
import { isCurrentPage, requiresLogin, showsTimes } from './site-paths'

describe('isCurrentPage', () => {
  it('matches the same path, with or without a trailing slash', () => {
    expect(isCurrentPage('/reading', '/reading')).toBe(true)
    expect(isCurrentPage('/dashboard/', '/dashboard')).toBe(true)
    expect(isCurrentPage('/', '/')).toBe(true)
  })

  it('does not mark a parent or a sibling', () => {
    expect(isCurrentPage('/dashboard/reading', '/dashboard')).toBe(false)
    expect(isCurrentPage('/dashboard/reading', '/reading')).toBe(false)
    expect(isCurrentPage('/admin/glossary', '/glossary')).toBe(false)
    expect(isCurrentPage('/glossary', '/admin/glossary')).toBe(false)
  })
})

describe('showsTimes', () => {
  it.each([
    '/',
    '/profile/civic_host',
    '/spaces/12',
    '/dashboard',
    '/dashboard/',
    '/access/7',
    '/admin/newsletter',
    '/admin/health',
  ])('%s shows times', (path) => expect(showsTimes(path)).toBe(true))

  it.each([
    '/reading',
    '/glossary',
    '/chatbot',
    '/dashboard/new-space',
    '/dashboard/reading',
    '/dashboard/links',
    '/admin/hosts',
    '/admin/glossary',
    '/profile',
    '/nope',
  ])('%s does not', (path) => expect(showsTimes(path)).toBe(false))
})

describe('requiresLogin', () => {
  it.each(['/dashboard', '/dashboard/links', '/access/7', '/admin/hosts', '/admin/newsletter'])(
    '%s needs a session',
    (path) => expect(requiresLogin(path)).toBe(true),
  )

  it.each(['/', '/reading', '/profile/civic_host', '/demo/new-space', '/dashboards', '/administrator'])(
    '%s does not',
    (path) => expect(requiresLogin(path)).toBe(false),
  )
})
