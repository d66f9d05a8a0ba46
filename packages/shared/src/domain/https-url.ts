/** The URL parser's fields this package reads; it compiles without the DOM lib (URL is global in both runtimes). */
export interface ParsedUrl {
  protocol: string
  username: string
  password: string
  hostname: string
  port: string
  pathname: string
}
declare const URL: new (input: string) => ParsedUrl

/**
 * Parses text that literally starts with https:// (the parser alone would also take 'https:x.com' or
 * leading spaces) and has no credentials; null otherwise.
 */
export function parseHttpsUrl(text: string): ParsedUrl | null {
  if (!/^https:\/\//i.test(text)) return null
  let parsed: ParsedUrl
  try {
    parsed = new URL(text)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return null
  return parsed
}

/** An https link to a real host name (with a dot): what users may link to. */
export function isHttpsLink(text: string): boolean {
  return parseHttpsUrl(text)?.hostname.includes('.') ?? false
}

/**
 * The one rule for a URL stored or rendered as a link: absolute https, no credentials
 * (parseHttpsUrl). Server and web both ask this; `javascript:`, `data:` and `http:` never pass.
 */
export function isHttpsUrl(value: string | null | undefined): value is string {
  return value ? parseHttpsUrl(value) !== null : false
}

/** A root-relative path on this site ('/x-sandbox/avatars/…'), not a protocol-relative '//host' URL. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//')
}

/** An image URL safe to render: https (isHttpsUrl), or a path served by this site (sandbox avatars). */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null
  if (isSitePath(value)) return value
  return isHttpsUrl(value) ? value : null
}

/** The host name of an absolute URL. Throws a TypeError when `origin` is not a URL. */
export function hostnameOf(origin: string): string {
  return new URL(origin).hostname
}
