import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from './errors'

interface Issue {
  path: string
  message: string
}

/**
 * The one place errors become HTTP answers: `{ error: "sentence" }` with the status from AppError's
 * table, 400 with `issues` for schema failures, and 500 without detail (logged with the request id)
 * for anything unexpected.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ error: err.message })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues: Issue[] = err.validation.map((v) => ({
        path: [...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])].join('.'),
        message: v.message ?? 'is invalid',
      }))
      const first = issues[0]
      const where = first?.path ? `${first.path}: ` : ''
      return reply.code(400).send({ error: `${where}${first?.message ?? 'Invalid request'}`, issues })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: clientErrorSentence(err, status) })
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' })
  })
}

/** Fastify's own 4xx errors (bad JSON, body too large, …) as plain sentences. */
function clientErrorSentence(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported; send JSON.'
    default:
      if (status === 413) return 'The request body is too large.'
      if (status === 429) return 'Too many requests. Please slow down and try again shortly.'
      return err.message || 'The request could not be processed.'
  }
}
