/**
 * URLs from the server are rendered only when they are https: or on this site's own origin
 * (design §4: nothing ever renders a `javascript:` or `data:` URL).
 */
export function toSafeImageUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, origin)
    if (parsed.protocol === 'https:' || parsed.origin === origin) return parsed.href
    return null
  } catch {
    return null
  }
}
