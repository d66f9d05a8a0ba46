import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { LOCALES } from '@spaces/shared/i18n/locales'
import { isClientRoute } from '@spaces/shared/paths'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../app-types'
import { msg } from '../i18n/message'
import { type PageLanguage, rememberChosenLocale, withHtmlLang } from '../i18n/request-locale'
import { translate } from '../i18n/translate'
import { ICON_LINK } from './html'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** What is sent when the web app is not built (tests, a fresh checkout): the same head handling applies. */
const UNBUILT_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${ICON_LINK}<title>Spaces Calendar</title></head>` +
  '<body><p>The web app is not built yet: run npm run build.</p></body></html>'

/**
 * A page's status and its own finished head tags (HTML, already escaped; null keeps index.html's
 * own), or undefined for a page without any: the share pages' `shareHeadFor`, passed in by app.ts.
 */
export type PageHeadFor = (
  pathname: string,
  language: PageLanguage,
) => Promise<{ status: number; head: string | null } | undefined>

/** The language of a page request (app.ts: the request's sources, the session's saved language among them). */
export type PageLanguageFor = (req: FastifyRequest) => Promise<PageLanguage>

/** index.html split once at start: the page's own head tags go where its `<title>` was. */
export interface PageTemplate {
  before: string
  /** index.html's own `<title>` and description, sent on pages without tags of their own. */
  defaultHead: string
  after: string
}

/**
 * Splits index.html around its `<title>` and `<meta name="description">`, which are taken out so a
 * page's own tags never duplicate them. Without a title the tags go before `</head>`, else after the
 * doctype, else first.
 */
export function splitPageTemplate(html: string): PageTemplate {
  const ranges = [/<title>[\s\S]*?<\/title>\s*/i, /<meta\s+name=["']description["'][^>]*>\s*/i]
    .map((pattern) => pattern.exec(html))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0].trim() }))
    .sort((a, b) => a.start - b.start)
  const first = ranges[0]
  if (!first) {
    const at = /<\/head>/i.exec(html)?.index ?? /^<!doctype html>/i.exec(html)?.[0].length ?? 0
    return { before: html.slice(0, at), defaultHead: '', after: html.slice(at) }
  }
  let rest = ''
  let cursor = first.start
  for (const range of ranges) {
    rest += html.slice(cursor, range.start)
    cursor = range.end
  }
  rest += html.slice(cursor)
  return {
    before: html.slice(0, first.start),
    defaultHead: ranges.map((r) => r.text).join(''),
    after: rest,
  }
}

/**
 * Serves the built web app, compressed at build time: hashed files under /assets/ are cached forever,
 * everything else (index.html above all) is revalidated on every load. The web app's routes
 * (`PAGES`, @spaces/shared/paths) get index.html; other paths get index.html with status 404 so the
 * app shows its 404 page; unknown /api paths get a JSON 404. Pages that can be shared get their own
 * head tags from `headFor` (so a crawler that runs no JavaScript sees them): index.html is read once
 * and the tags are inserted per request, and the page goes out through @fastify/compress like any
 * dynamic answer.
 */
export async function registerWebApp(
  app: App,
  distDir: string | undefined,
  headFor: PageHeadFor,
  languageFor: PageLanguageFor,
): Promise<void> {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'))
  const secureCookies = app.config.baseUrl.startsWith('https://')
  const template = splitPageTemplate(
    hasBuild ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : UNBUILT_PAGE,
  )

  // The page in each language: `<html lang dir>` set (docs/translating-server.md).
  const before = new Map(LOCALES.map((locale) => [locale, withHtmlLang(template.before, locale)]))

  async function sendPage(req: FastifyRequest, reply: FastifyReply, pathname: string) {
    const language = await languageFor(req)
    const page = await headFor(pathname, language)
    const status = page?.status ?? (isClientRoute(pathname) ? 200 : 404)
    const html = `${before.get(language.locale) ?? template.before}${page?.head ?? template.defaultHead}${template.after}`
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`
    rememberChosenLocale(req, reply, secureCookies)
    // The same address answers in the language its request asks for: caches keep one per language.
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('content-language', language.locale)
      .header('vary', 'Accept-Language, Cookie')
    if (status === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply.type('text/html; charset=utf-8').send(html)
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as is,
      // with Content-Encoding and Vary, to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache')
      },
    })
  }

  // The directory itself: the static plugin would refuse it, so the home route is explicit.
  app.get('/', { schema: { hide: true } }, async (req, reply) => sendPage(req, reply, '/'))

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodedPath(req.url)
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(pathname)
    if (!isPageRequest) {
      const sentence = msg('No such endpoint: {method} {path}', { method: req.method, path: pathname })
      return reply
        .code(404)
        .header('content-language', req.locale)
        .send({ error: translate(req.locale, sentence) })
    }
    return sendPage(req, reply, pathname)
  })
}

/** The path as the router sees it: percent-decoded (Fastify has already refused malformed encodings). */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/'
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/x-sandbox/')
}
