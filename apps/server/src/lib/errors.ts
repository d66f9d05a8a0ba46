/** One error type for everything the server refuses on purpose; the handler maps code → status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly code: ErrorCode
  constructor(code: ErrorCode, message: string) {
    super(message)
    this.name = 'AppError'
    this.code = code
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message)
export const forbidden = (message: string) => new AppError('FORBIDDEN', message)
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message)
