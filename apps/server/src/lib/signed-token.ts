import { hmacBase64Url, safeEqual } from './crypto'

/**
 * Tokens for links that cannot carry a session (one-click unsubscribe): `<payload>.<signature>`, the
 * signature an HMAC of the purpose and the payload, cut to 32 characters. Checked here and nowhere else.
 */
const SIGNATURE_LENGTH = 32

export function signToken(secret: string, purpose: string, payload: string): string {
  return `${payload}.${hmacBase64Url(secret, `${purpose}:${payload}`).slice(0, SIGNATURE_LENGTH)}`
}

/** The payload of a token this secret signed for this purpose, or null. */
export function verifyToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const payload = token.slice(0, dot)
  return safeEqual(signToken(secret, purpose, payload), token) ? payload : null
}
