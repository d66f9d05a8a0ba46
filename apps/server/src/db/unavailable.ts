/**
 * Whether an error means "the database cannot be reached right now" rather than "this request is
 * wrong": the API answers 503 for these, and the pool (PostgreSQL) or the next statement (SQLite)
 * recovers by itself once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const { code, message } = err as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true
    // PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention:
    // shutdown, crash, cannot connect now), 53300 (too many connections), and 55000 (object not in
    // prerequisite state): what a database refusing connections answers, e.g. during maintenance
    // (ALTER DATABASE … ALLOW_CONNECTIONS false). The app's own statements never raise 55000.
    if (/^08...$/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300' || code === '55000') return true
    // SQLite: locked by another writer past the busy timeout, or the file cannot be read/written.
    if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY)/.test(code)) return true
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.includes(text))
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** node-postgres raises these as plain Errors without a code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
]
