import { isMessage, type Message, msg } from '../i18n/message'
import { english } from '../i18n/translate'

/** One error type for everything the server refuses on purpose; the handler maps code → status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  /** Another server (SMTP) refused or failed what we asked of it. */
  /** Asked for a format we do not make (oEmbed's format=xml). */
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly code: ErrorCode
  /** The sentence to translate for the reader (the error handler does); `message` is its English. */
  readonly sentence: Message
  /** Sent as Retry-After (429 and 503 answers). */
  readonly retryAfterSeconds: number | undefined
  constructor(
    code: ErrorCode,
    message: string | Message,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(english(message), { cause: options.cause })
    this.sentence = isMessage(message) ? message : { id: message }
    this.name = 'AppError'
    this.code = code
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

// The sentence of each helper is a catalog id (i18n/message.ts): a string literal, or msg() with values.
export const notFound = (message: string | Message) => new AppError('NOT_FOUND', message)
export const forbidden = (message: string | Message) => new AppError('FORBIDDEN', message)
export const badRequest = (message: string | Message) => new AppError('BAD_REQUEST', message)

/**
 * 429, "Too many requests. Try again in N seconds." unless told otherwise, and a Retry-After of at
 * least one second.
 */
export const tooManyRequests = (retryAfterSeconds: number, message?: string | Message) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new AppError(
    'TOO_MANY_REQUESTS',
    message ?? msg('Too many requests. Try again in {seconds} seconds.', { seconds }),
    { retryAfterSeconds: seconds },
  )
}
