/**
 * A URL from the server that may be rendered as a link: absolute http: or https: only, so a
 * `javascript:` or `data:` value never becomes clickable (design §4). Null otherwise.
 */
export function toSafeLinkUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? ''
  if (!/^https?:\/\//i.test(trimmed)) return null
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
