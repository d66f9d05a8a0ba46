/** True for an absolute https: URL. Users' URLs are stored only when this holds (design §4). */
export function isHttpsUrl(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** An image URL safe to render: https, or a root-relative path served by this site (sandbox avatars). */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  return isHttpsUrl(value) ? value : null
}
