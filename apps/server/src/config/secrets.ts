/** Variables whose values are secrets: an error names them and never shows the value. */
const SECRET_VARIABLES = [
  'VAPID_PRIVATE_KEY',
  'SESSION_SECRET',
  'NEWSLETTER_WEBHOOK_SECRET',
  'X_CLIENT_SECRET',
  'X_BEARER_TOKEN',
  'METRICS_TOKEN',
]
/** Variables that are URLs and may carry a password (user:password@, or ?password=). */
const URL_VARIABLES = ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'BASE_URL', 'X_API_BASE', 'X_TOKEN_URL']

/** `scheme://user:` then everything up to the last '@' (a password may hold '@' or ':' unescaped). */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s/?#@:]*:)[^\s]*@/gi
/** Query parameters that carry credentials (libpq reads ?password=, others ?token=…). */
const QUERY_SECRET = /([?&](?:password|pass|pwd|secret|token|access_token|api_key|key)=)[^&#\s]*/gi

/**
 * URL variables whose user name may be a secret too: mail providers give API tokens as SMTP user
 * names. Their whole `user:password@` is masked.
 */
const USER_SECRET_VARIABLES = ['SMTP_URL']
/** `scheme://` then everything up to the last '@': the user information, whatever it holds. */
const URL_USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^\s]*@/i

/** The value shown after a configuration error: never a secret, never a URL's password. */
export function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return ''
  if (SECRET_VARIABLES.includes(name)) return ' (the value is a secret and is not shown)'
  const shown = USER_SECRET_VARIABLES.includes(name) ? value.replace(URL_USERINFO, '$1***@') : value
  return ` (got ${JSON.stringify(maskUrlCredentials(shown))})`
}

/** `postgres://app:s3cret@db/x?password=s3cret` → `postgres://app:***@db/x?password=***`. */
export function maskUrlCredentials(text: string): string {
  return text.replace(URL_PASSWORD, '$1***@').replace(QUERY_SECRET, '$1***')
}

/** The password part of a URL-shaped value, as written and decoded, for masking elsewhere. */
function passwordsIn(value: string | undefined): string[] {
  if (!value) return []
  const found = [
    /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:]*:([^\s]*)@/i.exec(value)?.[1],
    ...[...value.matchAll(QUERY_SECRET)].map(
      (m) => value.slice((m.index ?? 0) + (m[1]?.length ?? 0)).split(/[&#\s]/)[0],
    ),
  ].filter((p): p is string => Boolean(p))
  return found.flatMap((p) => {
    try {
      return [p, decodeURIComponent(p)]
    } catch {
      return [p]
    }
  })
}

/** The user information of a URL-shaped value, whole and its user name, as written and decoded. */
function userInfoIn(value: string | undefined): string[] {
  const match = URL_USERINFO.exec(value ?? '')
  if (!match) return []
  const info = match[0].slice((match[1] ?? '').length, -1)
  return [info, info.split(':')[0] ?? ''].flatMap((part) => {
    try {
      return [part, decodeURIComponent(part)]
    } catch {
      return [part]
    }
  })
}

/**
 * A start-up line with every secret of the environment (SESSION_SECRET, NEWSLETTER_WEBHOOK_SECRET, …)
 * and every URL password replaced by `***`: main.ts prints nothing else, whatever failed.
 */
export function maskSecrets(text: string, env: Record<string, string | undefined> = process.env): string {
  const secrets = [
    ...SECRET_VARIABLES.map((name) => env[name]),
    ...URL_VARIABLES.flatMap((name) => passwordsIn(env[name])),
    ...USER_SECRET_VARIABLES.flatMap((name) => userInfoIn(env[name])),
  ].filter((value): value is string => value !== undefined && value.length >= 4)
  let masked = maskUrlCredentials(text)
  // Longest first, so a secret that contains another is masked whole.
  for (const secret of [...new Set(secrets)].sort((a, b) => b.length - a.length)) {
    masked = masked.split(secret).join('***')
  }
  return masked
}
