import { type OutgoingHttpHeaders, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable'
import { type Message, msg } from '../i18n/message'
import { translateIssue } from '../i18n/schema-messages'
import { english, translate } from '../i18n/translate'
import { AppError } from './errors'
import { RAW_ANSWER_HEADERS } from './security-headers'

interface Issue {
  path: string
  message: string
}

export const UNAVAILABLE_MESSAGE = msg('The service is briefly unavailable. Try again shortly.')
export const NOT_FOUND_MESSAGE = msg('Nothing exists at this address.')
export const UNEXPECTED_MESSAGE = msg('Something went wrong on our side. Please try again later.')
/** Seconds a client is asked to wait while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

/**
 * The one place errors become HTTP answers: `{ error: "sentence" }` in the request's language
 * (`req.locale`, with Content-Language) with the status from AppError's
 * table, 400 with `issues` for schema failures (404 when a path parameter names nothing), 503 while
 * the database cannot be reached, and 500 without detail (logged with the request id) for anything
 * unexpected.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = req.locale
    const t = (message: Parameters<typeof translate>[1]) => translate(locale, message)
    reply.header('content-language', locale)
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.warn({ err: err.cause ?? err }, err.message)
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', err.retryAfterSeconds)
      return reply.code(err.status).send({ error: t(err.sentence) })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id or handle in the path names no resource: the same answer as an unknown one.
      if (err.validationContext === 'params') return reply.code(404).send({ error: t(NOT_FOUND_MESSAGE) })
      const issues: Issue[] = err.validation.map((v) => ({
        path: [...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])].join('.'),
        message: translateIssue(locale, {
          code: v.keyword,
          message: v.message ?? 'is invalid',
          params: v.params as Record<string, unknown>,
        }),
      }))
      const first = issues[0]
      const where = first?.path ? `${first.path}: ` : ''
      return reply.code(400).send({ error: `${where}${first?.message ?? t(msg('Invalid request'))}`, issues })
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ error: t(UNAVAILABLE_MESSAGE) })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: t(clientErrorSentence(err, status)) })
    }
    req.log.error({ err }, 'unhandled error')
    answerUnexpected(reply, t(UNEXPECTED_MESSAGE))
  })
}

/** Headers of the failed answer that must not survive into the error answer. */
const DROPPED_HEADERS = ['set-cookie', 'content-type', 'content-length', 'content-encoding', 'etag', 'vary']

/**
 * The answer to an unexpected error, written to the response directly. Sent through Fastify, it would
 * run the onSend hooks again; when one of those is what failed (the cookie serialiser of a broken
 * bundle), Fastify's last-resort handler answers with the error's own message. This way no
 * internal message reaches a client, whatever failed.
 */
function answerUnexpected(reply: FastifyReply, sentence: string): void {
  reply.hijack()
  const res = reply.raw
  if (res.headersSent) {
    res.destroy()
    return
  }
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !DROPPED_HEADERS.includes(name)) headers[name] = value
  }
  const body = JSON.stringify({ error: sentence })
  res.writeHead(500, {
    ...headers,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
}

/** Fastify's own 4xx errors (bad JSON, body too large, …) as plain sentences. */
function clientErrorSentence(err: FastifyError, status: number): string | Message {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg('The request body is not valid JSON.')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg('The request body is too large.')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg('This content type is not supported; send JSON.')
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return msg('The Content-Length header does not match the body.')
    default:
      if (status === 413) return msg('The request body is too large.')
      if (status === 429) return err.message || msg('Too many requests. Try again shortly.')
      return err.message || msg('The request could not be processed.')
  }
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the URL): the same
 * `{ error }` shape as everything else, and the security headers every answer has (the onRequest
 * hook that sets them does not run for these). Passed as Fastify's `frameworkErrors` option.
 */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void => {
    const isBadUrl = err.code === 'FST_ERR_BAD_URL'
    reply
      .headers(headers)
      .code(isBadUrl ? 400 : (err.statusCode ?? 400))
      .send({
        error: english(isBadUrl ? msg('The address is not a valid URL.') : clientErrorSentence(err, 400)),
      })
  }
}

const CLIENT_ERROR_SENTENCES: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers (or the address) are too large.'],
  HPE_URI_TOO_LONG: [414, 'The address is too long.'],
  // REQUEST_TIMEOUT_SECONDS passed before the headers or the body had all arrived.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, malformed
 * requests): answered as JSON `{ error }` too. Passed as Fastify's `clientErrorHandler` option.
 */
export function answerClientError(
  err: NodeJS.ErrnoException & { rawPacket?: unknown },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, message] = CLIENT_ERROR_SENTENCES[err.code ?? ''] ?? [400, 'The request is malformed.']
  const body = JSON.stringify({ error: message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      RAW_ANSWER_HEADERS +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
