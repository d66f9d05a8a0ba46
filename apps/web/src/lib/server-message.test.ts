import { describe, expect, it } from 'vitest'
import { ApiError, fallbackErrorMessage, NETWORK_ERROR_MESSAGE, toApiError } from './api-client'
import { serverMessageOf, serverMessageOr } from './server-message'

describe('serverMessageOf', () => {
  it("returns the server's error sentence", () => {
    const error = toApiError(403, {
      error: 'Only the profile owner can view and manage who has access to it.',
    })
    expect(serverMessageOf(error)).toBe('Only the profile owner can view and manage who has access to it.')
  })

  it('returns null when the server sent no sentence (only the generic fallback)', () => {
    expect(serverMessageOf(toApiError(502, '<html>Bad gateway</html>'))).toBeNull()
    expect(serverMessageOf(new ApiError(403, fallbackErrorMessage(403)))).toBeNull()
    expect(serverMessageOf(toApiError(500, { error: '   ' }))).toBeNull()
  })

  it('returns null for a network failure and for errors that are not ApiErrors', () => {
    expect(serverMessageOf(new ApiError(0, NETWORK_ERROR_MESSAGE))).toBeNull()
    expect(serverMessageOf(new Error('boom'))).toBeNull()
    expect(serverMessageOf(undefined)).toBeNull()
  })
})

describe('serverMessageOr', () => {
  it('falls back to the fixed text', () => {
    expect(serverMessageOr(new TypeError('x'), 'Failed to grant access')).toBe('Failed to grant access')
    expect(serverMessageOr(toApiError(409, { error: '@sam is already a host.' }), 'Failed to add host')).toBe(
      '@sam is already a host.',
    )
  })
})
