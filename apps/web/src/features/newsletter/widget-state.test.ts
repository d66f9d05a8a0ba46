import type { TNewsletterStatus } from '@spaces/shared/schemas/newsletter'
import { describe, expect, it } from 'vitest'
import { canSubmitEmail, newsletterWidgetState } from './widget-state'

const status = (fields: Partial<TNewsletterStatus>): TNewsletterStatus => ({
  subscribed: false,
  email: null,
  pending: false,
  bounced: false,
  ...fields,
})
const answered = (fields: Partial<TNewsletterStatus>) => ({ data: status(fields), isError: false })

describe('newsletterWidgetState', () => {
  it('asks a visitor to log in, whatever a stale status says', () => {
    expect(newsletterWidgetState(false, { data: undefined, isError: false })).toEqual({ kind: 'logged-out' })
    expect(newsletterWidgetState(false, answered({ subscribed: true, email: 'a@example.com' }))).toEqual({
      kind: 'logged-out',
    })
  })

  it('waits for the status of a logged-in viewer', () => {
    expect(newsletterWidgetState(true, { data: undefined, isError: false })).toEqual({ kind: 'loading' })
  })

  it('treats a failed status fetch as not subscribed', () => {
    expect(newsletterWidgetState(true, { data: undefined, isError: true })).toEqual({
      kind: 'not-subscribed',
      email: '',
    })
  })

  it('keeps showing the last answer when a refetch fails', () => {
    const state = newsletterWidgetState(true, {
      data: status({ subscribed: true, email: 'a@b.co' }),
      isError: true,
    })
    expect(state).toEqual({ kind: 'subscribed', email: 'a@b.co' })
  })

  it('shows the subscribed address', () => {
    expect(newsletterWidgetState(true, answered({ subscribed: true, email: ' sam@example.com ' }))).toEqual({
      kind: 'subscribed',
      email: 'sam@example.com',
    })
    expect(newsletterWidgetState(true, answered({ subscribed: true, email: null }))).toEqual({
      kind: 'subscribed',
      email: null,
    })
  })

  it('shows the check-your-inbox step while the address is unconfirmed', () => {
    expect(newsletterWidgetState(true, answered({ pending: true, email: 'new@example.com' }))).toEqual({
      kind: 'pending',
      email: 'new@example.com',
    })
  })

  it('offers the bounced address again, prefilled', () => {
    expect(newsletterWidgetState(true, answered({ bounced: true, email: 'old@example.com' }))).toEqual({
      kind: 'bounced',
      email: 'old@example.com',
    })
  })

  it('falls back to the plain form when pending or bounced has no address to show', () => {
    expect(newsletterWidgetState(true, answered({ pending: true, email: null }))).toEqual({
      kind: 'not-subscribed',
      email: '',
    })
    expect(newsletterWidgetState(true, answered({ bounced: true, email: '  ' }))).toEqual({
      kind: 'not-subscribed',
      email: '',
    })
  })

  it('prefills the form with an earlier, unsubscribed address', () => {
    expect(newsletterWidgetState(true, answered({ email: 'was@example.com' }))).toEqual({
      kind: 'not-subscribed',
      email: 'was@example.com',
    })
  })
})

describe('canSubmitEmail', () => {
  it('is false for blank text after trimming', () => {
    for (const text of ['', ' ', '\t\n ']) expect(canSubmitEmail(text)).toBe(false)
  })

  it('is true for anything else; the address rule is checked on submit', () => {
    expect(canSubmitEmail('a')).toBe(true)
    expect(canSubmitEmail(' sam@example.com ')).toBe(true)
  })
})
