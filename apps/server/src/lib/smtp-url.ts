/** nodemailer's SMTP transport options, as read from SMTP_URL. */
export type SmtpOptions = Record<string, unknown> & { host: string; secure: boolean }

const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const decode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** A query value as nodemailer reads it: numbers and true/false become what they say. */
function queryValue(text: string): unknown {
  if (text === 'true') return true
  if (text === 'false') return false
  return text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text
}

/**
 * SMTP_URL read strictly, with the WHATWG URL parser, into the options nodemailer takes: `smtp://` or
 * `smtps://` (TLS from the start), a host, an optional port, a user and password (percent-decoded),
 * and nodemailer's query options (`?ignoreTLS=true`, `?tls.rejectUnauthorized=false`, …). Null when
 * the text is no such URL. nodemailer is given these options, never the text: its own reading falls
 * back to Node's legacy url.parse, whose errors and warnings print the whole URL, password included.
 */
export function parseSmtpUrl(text: string): SmtpOptions | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return null
  // An IPv6 literal keeps its brackets in a URL, not in a host name to connect to.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (!host) return null
  const user = decode(url.username)
  const pass = decode(url.password)
  if (user === null || pass === null) return null
  const options: SmtpOptions = { host, secure: url.protocol === 'smtps:' }
  if (url.port) options.port = Number(url.port)
  if (user || pass) options.auth = { user, pass }
  for (const [key, value] of url.searchParams) {
    const nested = key.startsWith('tls.')
    const name = nested ? key.slice(4) : key
    if (name.includes('.') || PROTO_KEYS.has(name) || name === '') continue
    if (nested && options.tls === undefined) options.tls = {}
    const target = nested ? (options.tls as Record<string, unknown>) : options
    if (!(name in target)) target[name] = queryValue(value)
  }
  return options
}
