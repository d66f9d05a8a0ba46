import { decryptText, encryptText } from '../../lib/crypto'

const PURPOSE = 'channel-credentials'

/** Credentials as stored: AES-256-GCM (lib/crypto.ts) under a key only the servers know. */
export function sealCredentials(key: string, credentials: Record<string, string>): string {
  return encryptText(key, PURPOSE, JSON.stringify(credentials))
}

/** The credentials, or null when they were sealed with another key (the key was changed). */
export function openCredentials<T>(key: string, sealed: string): T | null {
  const plain = decryptText(key, PURPOSE, sealed)
  if (plain === null) return null
  try {
    return JSON.parse(plain) as T
  } catch {
    return null
  }
}

/** The secret's last four characters, all a browser ever sees of it. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`
}
