/**
 * Generated profile pictures for sandbox accounts: these machines have no internet, so avatars are
 * SVGs served by the sandbox itself instead of X's image CDN.
 */

export interface AvatarColors {
  /** Top-left colour of the gradient, '#rrggbb'. */
  from: string
  /** Bottom-right colour of the gradient, '#rrggbb'. */
  to: string
}

export interface AvatarInput {
  username: string
  name?: string | null
  /** Fixed colours; derived from the username when absent (or not hex colours). */
  colors?: AvatarColors | null
}

const SIZE = 128
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** Root-relative URL of an account's avatar, served by the sandbox routes. */
export function avatarPath(username: string): string {
  return `/x-sandbox/avatars/${encodeURIComponent(username)}.svg`
}

/** A 128×128 SVG: a diagonal gradient square (content centred, so it crops well to a circle) and initials. */
export function renderAvatarSvg({ username, name, colors }: AvatarInput): string {
  const { from, to } = isValidColors(colors) ? colors : avatarColors(username)
  const initials = avatarInitials(name, username)
  const gradientId = `g${hashString(username.toLowerCase()).toString(36)}`
  const fontSize = initials.length > 1 ? 50 : 60
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(name?.trim() || username)}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${gradientId})"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="${escapeXml(FONT_FAMILY)}" font-size="${fontSize}" font-weight="600" letter-spacing="1">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('')
}

/**
 * One or two initials: the first letters of the name's first and last words ('Maya Okafor' → 'MO'),
 * else the handle's first letter, else '?'. Letters outside ASCII are kept whole (no broken surrogates).
 */
export function avatarInitials(name: string | null | undefined, username: string): string {
  const words = (name ?? '').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'\u2019-]*/gu) ?? []
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const letters = [first, last].map((word) => (word ? firstChar(word) : '')).join('')
  if (letters) return letters.toUpperCase()
  const handleLetter = username.match(/[\p{L}\p{N}]/u)?.[0]
  return handleLetter ? handleLetter.toUpperCase() : '?'
}

/**
 * Two colours derived from the handle (case-insensitively, as X treats handles), dark enough for the
 * white initials (large text, 3:1) at every hue: yellow is the lightest, and at these lightnesses it
 * still gives 3.2:1 and 6:1.
 */
export function avatarColors(username: string): AvatarColors {
  const hash = hashString(username.toLowerCase())
  const hue = hash % 360
  const shift = 30 + ((hash >>> 9) % 40)
  return { from: hslToHex(hue, 62, 36), to: hslToHex((hue + shift) % 360, 68, 24) }
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c)
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function firstChar(word: string): string {
  return Array.from(word)[0] ?? ''
}

function isValidColors(colors: AvatarColors | null | undefined): colors is AvatarColors {
  return !!colors && HEX_COLOR.test(colors.from) && HEX_COLOR.test(colors.to)
}

/** FNV-1a, 32-bit: stable across runs and machines. */
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100
  const l = lightness / 100
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}
