import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissNotice, getNotice, showNotice, subscribeToNotices } from './notices'

afterEach(() => {
  dismissNotice()
  vi.useRealTimers()
})

describe('notices', () => {
  it('shows a notice for its duration, then hides it', () => {
    vi.useFakeTimers()
    showNotice('Login successful!', { tone: 'success', durationMs: 3000 })
    expect(getNotice()?.text).toBe('Login successful!')
    vi.advanceTimersByTime(2999)
    expect(getNotice()?.text).toBe('Login successful!')
    vi.advanceTimersByTime(1)
    expect(getNotice()).toBeNull()
  })

  it('lets a newer notice replace an older one and keep its own duration', () => {
    vi.useFakeTimers()
    showNotice('Login failed. Please try again.', { tone: 'error', durationMs: 5000 })
    vi.advanceTimersByTime(4000)
    showNotice('You have been logged out.', { tone: 'success', durationMs: 3000 })
    vi.advanceTimersByTime(1500)
    expect(getNotice()).toMatchObject({ text: 'You have been logged out.', tone: 'success' })
    vi.advanceTimersByTime(1500)
    expect(getNotice()).toBeNull()
  })

  it('tells subscribers about every change', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToNotices(listener)
    showNotice('A', { tone: 'success', durationMs: 1000 })
    dismissNotice()
    unsubscribe()
    showNotice('B', { tone: 'success', durationMs: 1000 })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
