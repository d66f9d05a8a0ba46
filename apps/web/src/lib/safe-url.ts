import { isHttpsUrl, isSitePath, safeImageUrl } from '@spaces/shared/domain/https-url'

/**
 * URLs from the server are rendered by the one rule of packages/shared (domain/https-url.ts): https
 * only, without credentials. Nothing ever renders a `javascript:`, `data:` or `http:` URL.
 */

/** An image to render: an https URL, or a path on this site (sandbox avatars) made absolute. */
export function toSafeImageUrl(url: string | null | undefined, origin: string): string | null {
  const safe = safeImageUrl(url)
  if (safe === null) return null
  try {
    return isSitePath(safe) ? new URL(safe, origin).href : new URL(safe).href
  } catch {
    return null
  }
}

/**
 * A URL that may be rendered as a link: https only (an http link stored before the rule is shown as
 * text by the caller). Null otherwise.
 */
export function toSafeLinkUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? ''
  return isHttpsUrl(trimmed) ? new URL(trimmed).href : null
}
