import type { FastifyInstance } from 'fastify'

export const REDACTED = '[redacted]'

/**
 * Query parameters whose values are secrets: OAuth's `code` and `state` (and PKCE's values), and any
 * token or key passed that way. Matched case-insensitively, after percent-decoding the name.
 */
const SECRET_QUERY_KEYS = new Set([
  'code',
  'state',
  'code_verifier',
  'code_challenge',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'key',
  'secret',
  'password',
  'signature',
])
const SECRET_QUERY = new RegExp(`([?&](?:${[...SECRET_QUERY_KEYS].join('|')})=)[^&#\\s'"<>]*`, 'gi')

/** A route parameter is a secret when its name says token (`:token`, `:confirmToken`). */
const SECRET_PARAM = /:(\w*token\w*)/i

/** A route with a secret in its path: the literal segments before it, and what follows it in its segment. */
interface SecretPath {
  prefix: string[]
  /** `/prefix/…/`, lower case: a text without it cannot hold this route's secret. */
  literal: string
  suffix: string
  /** Finds the secret inside free text (an error message, a stack). */
  pattern: RegExp
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Takes the secrets out of URLs before they are logged: the token of every route whose path has one
 * (the personal feed `/feeds/me/[redacted].ics`, the confirm, unsubscribe, open and click links of
 * mails), learned from the routes as they are registered, and secret query values (OAuth's `code`
 * and `state`). Paths are compared segment by segment after percent-decoding, without case and
 * without empty segments, so another spelling of a token's address is redacted too.
 */
export class LogRedactor {
  private readonly paths: SecretPath[] = []

  /** Learns the routes registered from now on. */
  watch(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => this.learn(route.url))
  }

  learn(template: string): void {
    const match = SECRET_PARAM.exec(template)
    if (!match) return
    const before = template.slice(0, match.index)
    if (!before.endsWith('/')) return
    const prefix = before.split('/').filter(Boolean)
    const suffix = /^[^/:]*/.exec(template.slice(match.index + match[0].length))?.[0] ?? ''
    if (this.paths.some((p) => p.prefix.join('/') === prefix.join('/') && p.suffix === suffix)) return
    const literal = escapeRegExp(`/${prefix.join('/')}/`)
    const end = suffix ? `(${escapeRegExp(suffix)})?` : '()'
    this.paths.push({
      prefix,
      literal: `/${prefix.join('/')}/`.toLowerCase(),
      suffix,
      pattern: new RegExp(`(${literal})[^/?#\\s'"<>]+?${end}(?=[/?#\\s'"<>]|$)`, 'gi'),
    })
  }

  /** URLs redacted lately: a busy site logs the same few addresses over and over. */
  private readonly recent = new Map<string, string>()

  /** A request URL (path and query) as it may be logged. */
  url(raw: string): string {
    const known = this.recent.get(raw)
    if (known !== undefined) return known
    const redacted = this.redactUrl(raw)
    if (this.recent.size >= 1000) this.recent.clear()
    this.recent.set(raw, redacted)
    return redacted
  }

  private redactUrl(raw: string): string {
    const q = raw.indexOf('?')
    const path = q < 0 ? raw : raw.slice(0, q)
    const query = q < 0 ? '' : raw.slice(q + 1)
    return `${this.redactPath(path)}${q < 0 ? '' : `?${redactQuery(query)}`}`
  }

  /** Any text (a log message, an error's message or stack) with the secrets of URLs in it redacted. */
  text(text: string): string {
    // Every line is checked, so the patterns run only where they could match: a secret query value
    // needs an `=`, a route's secret its literal path.
    let out = text.includes('=') ? text.replace(SECRET_QUERY, `$1${REDACTED}`) : text
    if (this.paths.length === 0) return out
    const lower = out.toLowerCase()
    for (const { literal, pattern } of this.paths) {
      if (lower.includes(literal)) out = out.replace(pattern, `$1${REDACTED}$2`)
    }
    return out
  }

  private redactPath(path: string): string {
    if (this.paths.length === 0) return path
    const segments = path.split('/')
    const filled = segments.flatMap((segment, index) => (segment ? [{ index, value: decode(segment) }] : []))
    for (const { prefix, suffix } of this.paths) {
      const secret = filled[prefix.length]
      if (!secret) continue
      if (!prefix.every((literal, i) => filled[i]?.value.toLowerCase() === literal.toLowerCase())) continue
      const keeps = suffix !== '' && secret.value.toLowerCase().endsWith(suffix.toLowerCase())
      segments[secret.index] = `${REDACTED}${keeps ? suffix : ''}`
    }
    return segments.join('/')
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = decode((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '))
        .trim()
        .toLowerCase()
      return eq >= 0 && SECRET_QUERY_KEYS.has(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair
    })
    .join('&')
}

/** Every string inside a logged value (an error serialised for the log), redacted; a few levels deep. */
export function redactStrings<T>(value: T, redactor: LogRedactor, depth = 0): T {
  if (typeof value === 'string') return redactor.text(value) as T
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, redactor, depth + 1)) as T
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, redactStrings(v, redactor, depth + 1)]),
  ) as T
}
