import { createHash } from 'node:crypto'
import { embedLimit, embedTheme } from '@spaces/shared/domain/embed'
import { LOCALES, type Locale, localeFromAcceptLanguage, parseLocale } from '@spaces/shared/i18n/locales'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZEmbedOptionsQuery, ZEmbedSpacesQuery } from '@spaces/shared/schemas/embed'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { App } from '../../app-types'
import { cachedAnswers } from '../../cache/cached-answers'
import { isDatabaseUnavailable } from '../../db/unavailable'
import { msg } from '../../i18n/message'
import { translate, translatorFor } from '../../i18n/translate'
import { AppError } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import type { EmbedDeps } from './embed.deps'
import { EMBED_CSP } from './embed.page'
import { embedLoaderScript } from './embed.scripts'
import {
  buildEmbed,
  type EmbedScope,
  embedScopeKey,
  hostScope,
  hostsScope,
  renderEmbedError,
} from './embed.service'
import type { EmbedViewCounter } from './embed.views'

const doc = routeDoc('embed')
const UNAVAILABLE_SECONDS = 5
/** /embed.js is not content-hashed: browsers keep it an hour, then revalidate by ETag. */
const LOADER_CACHE_CONTROL = 'public, max-age=3600'
/** Entries of the page → hosts map kept beside the response cache (to count views on cache hits). */
const HOSTS_BY_KEY_MAX = 2000

/**
 * An embed's language: `?lang=` (embed.js passes its tag's `data-lang`), else the visitor's browser
 * (`Accept-Language` of the frame's request), else DEFAULT_LOCALE. Never the `lang` cookie: in
 * another site's frame it is a third-party cookie most browsers withhold, so it would only make the
 * same address answer differently in different browsers.
 */
export function embedLocale(req: FastifyRequest, fallback: Locale): Locale {
  const query = req.query as Record<string, unknown> | undefined
  const header = req.headers['accept-language']
  return (
    parseLocale(typeof query?.lang === 'string' ? query.lang : undefined) ??
    localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ??
    fallback
  )
}

/** The headers of every embed answer that depends on the language. */
function languageHeaders(reply: FastifyReply, locale: Locale): void {
  reply.header('content-language', locale).header('vary', 'Accept-Language')
}

/**
 * The embeddable schedules (`/embed/hosts/{username}`, `/embed/spaces?hosts=a,b`,
 * `/embed/spaces/{id}`) and /embed.js. The pages are server-written HTML cached per data version and
 * minute (badges such as LIVE follow the clock); only these may be framed by other sites (their CSP,
 * EMBED_CSP, and lib/security-headers.ts). Every refusal is a page too, since it shows in a frame.
 */
export async function embedRoutes(app: App, deps: EmbedDeps & { views: EmbedViewCounter }): Promise<void> {
  const { db, baseUrl, views } = deps
  const pages = cachedAnswers(deps.cache, { maxEntries: 300 })
  const hostsByKey = new Map<string, number[]>()

  app.setErrorHandler(embedErrorHandler(baseUrl, deps.defaultLocale))

  async function sendEmbed(
    req: FastifyRequest,
    reply: FastifyReply,
    scope: EmbedScope,
    query: { limit?: string | undefined; theme?: string | undefined },
  ) {
    const embed = { limit: embedLimit(query.limit), theme: embedTheme(query.theme) }
    const now = nowSeconds()
    const locale = embedLocale(req, deps.defaultLocale)
    // The language is in the key: a page cached for one language is never sent in another.
    const key = `${embedScopeKey(scope)}:${embed.limit}:${embed.theme}:${locale}:${Math.floor(now / 60)}`
    reply.header('content-security-policy', EMBED_CSP)
    languageHeaders(reply, locale)
    await pages.text(req, reply, {
      dataSets: ['spaces', 'hosts'],
      key,
      contentType: 'text/html; charset=utf-8',
      compute: async () => {
        const built = await buildEmbed(db, scope, embed, { baseUrl, now, locale })
        if (hostsByKey.size >= HOSTS_BY_KEY_MAX) hostsByKey.clear()
        hostsByKey.set(key, built.hostIds)
        return built.html
      },
      admit: (compute) => deps.costlyReads.admit(req, compute),
    })
    // Views from other sites: the Embed panel's own preview (same origin) is not one.
    if (req.method === 'GET' && req.headers['sec-fetch-site'] !== 'same-origin') {
      views.count(hostsByKey.get(key) ?? [], now)
    }
    return reply
  }

  const page = { access: 'public', produces: ['text/html'], errors: [404, 429, 503] } as const
  const host = doc({
    ...page,
    operationId: 'getHostEmbed',
    summary: 'Get a host’s upcoming Spaces as a small page to put in an iframe on another site.',
    params: ZUsernameParam,
    querystring: ZEmbedOptionsQuery,
  })
  app.get('/embed/hosts/:username', { schema: host }, async (req, reply) =>
    sendEmbed(req, reply, hostScope(req.params.username), req.query),
  )
  const hosts = doc({
    ...page,
    operationId: 'getSpacesEmbed',
    summary:
      'Get the upcoming Spaces of the hosts named in hosts (default: every host) as an embeddable page.',
    querystring: ZEmbedSpacesQuery,
  })
  app.get('/embed/spaces', { schema: hosts }, async (req, reply) =>
    sendEmbed(req, reply, hostsScope(req.query.hosts), req.query),
  )
  const one = doc({
    ...page,
    operationId: 'getSpaceEmbed',
    summary: 'Get one Space as an embeddable page (the oEmbed frame of a Space page).',
    params: ZIdParam,
    querystring: ZEmbedOptionsQuery,
  })
  app.get('/embed/spaces/:id', { schema: one }, async (req, reply) =>
    sendEmbed(req, reply, { kind: 'space', id: req.params.id }, req.query),
  )

  registerLoader(app)
}

/** Every refusal under /embed/* is a page in the frame's look (and policy), never JSON. */
function embedErrorHandler(baseUrl: string, fallback: Locale) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = embedLocale(req, fallback)
    const errorPage = (status: number, message: Parameters<typeof translate>[1]) => {
      languageHeaders(reply, locale)
      return reply
        .code(status)
        .header('content-security-policy', EMBED_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderEmbedError(translate(locale, message), baseUrl, locale))
    }
    if (err instanceof AppError && err.status < 500) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', err.retryAfterSeconds)
      return errorPage(err.status, err.sentence)
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const isPath = err.validationContext === 'params'
      return errorPage(
        isPath ? 404 : 400,
        isPath ? msg('There is nothing here.') : msg('This embed’s address is not valid.'),
      )
    }
    if (isDatabaseUnavailable(err)) {
      reply.header('retry-after', UNAVAILABLE_SECONDS)
      return errorPage(503, msg('The calendar is briefly unavailable. Try again shortly.'))
    }
    throw err
  }
}

/**
 * /embed.js with its frames' names in every language (made from the catalogs when first asked
 * for), and its ETag.
 */
function loaderScript(): { text: string; etag: string } {
  const titles: Record<string, readonly [string, string]> = {}
  for (const locale of LOCALES) {
    const t = translatorFor(locale)
    titles[locale.toLowerCase()] = [
      t(msg('Upcoming Spaces')),
      t(msg('Upcoming Spaces of {names}', { names: '{}' })),
    ]
  }
  // `pt` and `pt-PT` browsers get Brazilian Portuguese, as parseLocale gives the pages.
  titles.pt = titles['pt-br'] as readonly [string, string]
  const text = embedLoaderScript(titles)
  return { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` }
}

/** /embed.js: the same text wherever the site runs, cached an hour by browsers, then by ETag. */
function registerLoader(app: App): void {
  let script: { text: string; etag: string } | undefined
  const loader = doc({
    operationId: 'getEmbedScript',
    access: 'public',
    summary:
      'Get embed.js, which turns a data-spaces-calendar element into a schedule frame that sizes itself.',
    produces: ['text/javascript'],
  })
  app.get('/embed.js', { schema: loader }, async (req, reply) => {
    script ??= loaderScript()
    reply.header('cache-control', LOADER_CACHE_CONTROL).header('etag', script.etag)
    if (req.headers['if-none-match'] === script.etag) return reply.code(304).send()
    return reply.type('text/javascript; charset=utf-8').send(script.text)
  })
}
