import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../../db/unavailable'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { linkPageLocale, type PageContent, sendPage } from '../../lib/link-page'

/**
 * What every page and link inside the newsletter's mails shares. A mail client opens them in a
 * browser, so every answer is a page, never JSON: a truncated or mangled link (a token of the wrong
 * shape, none at all, an extra segment) gets the "This link is not valid" page, and refusals (too
 * many requests, the database briefly away) get a page that says so.
 */

export const LINK_NOT_VALID: PageContent = {
  title: msg('This link is not valid'),
  message: msg(
    'It may have expired or been copied incompletely. Subscribe again from the home page if you like.',
  ),
}

/** The random tokens in mailed links (base64url of 24 bytes); anything else names nothing. */
export const MAIL_TOKEN = /^[\w-]{32}$/

/**
 * The token of a mailed link, or null when the path holds none of the right shape. Tokens are read
 * here, not by a params schema, whose failure would be the API's JSON 404.
 */
export function readToken(params: unknown): string | null {
  const token = (params as { token?: unknown }).token
  return typeof token === 'string' && MAIL_TOKEN.test(token) ? token : null
}

/** The "not valid" page, in the request's language (a link that names nobody has no saved one). */
export const notValid = (req: FastifyRequest, reply: FastifyReply) =>
  sendPage(reply, 404, LINK_NOT_VALID, linkPageLocale(req))

/** A route of the mail links that the API document leaves out (the pixel, the click redirect). */
export const HIDDEN_ROUTE = { schema: { hide: true } }

const UNAVAILABLE_SECONDS = 5

/** The mail links' error handler: refusals it expects become pages; anything else goes on to the app's. */
export function answerAsPage(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const locale = linkPageLocale(req)
  if (err instanceof AppError && err.status === 429) {
    if (err.retryAfterSeconds !== undefined) reply.header('retry-after', err.retryAfterSeconds)
    return sendPage(reply, 429, { title: msg('Too many requests'), message: err.sentence }, locale)
  }
  if (err instanceof AppError && err.status === 404) return notValid(req, reply)
  if (hasZodFastifySchemaValidationErrors(err)) return notValid(req, reply)
  if (isDatabaseUnavailable(err)) {
    reply.header('retry-after', UNAVAILABLE_SECONDS)
    return sendPage(
      reply,
      503,
      {
        title: msg('Briefly unavailable'),
        message: msg('The service is briefly unavailable. Try the link again shortly.'),
      },
      locale,
    )
  }
  throw err
}
