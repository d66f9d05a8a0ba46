import { LOGIN_ERROR_MESSAGE_MS, LOGIN_SUCCESS_MESSAGE_MS } from '@spaces/shared/limits'
import { describe, expect, it } from 'vitest'
import { loginRedirectMessage } from './login-redirect-message'

const messageFor = (query: string) => loginRedirectMessage(new URLSearchParams(query))

describe('loginRedirectMessage', () => {
  it('asks a visitor sent away from the dashboard to log in, for 5 s', () => {
    expect(messageFor('error=not_authenticated')).toEqual({
      text: 'Log in to open your dashboard.',
      tone: 'error',
      durationMs: LOGIN_ERROR_MESSAGE_MS,
    })
    expect(LOGIN_ERROR_MESSAGE_MS).toBe(5000)
  })

  it('reports any other error as a failed login, for 5 s', () => {
    for (const query of [
      'error=access_denied',
      'error=',
      'error=oauth_failed&auth=success',
      'error=NOT_AUTHENTICATED',
    ]) {
      expect(messageFor(query)).toEqual({
        text: 'Login failed. Please try again.',
        tone: 'error',
        durationMs: LOGIN_ERROR_MESSAGE_MS,
      })
    }
  })

  it('asks a visitor sent home from another login-only page to log in to continue, for 5 s', () => {
    expect(messageFor('next=%2Fdashboard%2Flinks')).toEqual({
      text: 'Log in to continue',
      tone: 'error',
      durationMs: LOGIN_ERROR_MESSAGE_MS,
    })
    expect(messageFor('error=not_authenticated&next=%2Fdashboard')?.text).toBe(
      'Log in to open your dashboard.',
    )
    expect(messageFor('auth=success&next=%2Fdashboard')?.text).toBe('Login successful!')
  })

  it('says nothing for a page to come back to that is not one of this site’s', () => {
    expect(messageFor('next=%2F%2Fevil.example')).toBeNull()
    expect(messageFor('next=https%3A%2F%2Fevil.example')).toBeNull()
  })

  it('confirms a successful login for 3 s', () => {
    expect(messageFor('auth=success')).toEqual({
      text: 'Login successful!',
      tone: 'success',
      durationMs: LOGIN_SUCCESS_MESSAGE_MS,
    })
    expect(LOGIN_SUCCESS_MESSAGE_MS).toBe(3000)
  })

  it('says nothing otherwise', () => {
    expect(messageFor('')).toBeNull()
    expect(messageFor('auth=pending')).toBeNull()
    expect(messageFor('tab=recorded')).toBeNull()
  })
})
