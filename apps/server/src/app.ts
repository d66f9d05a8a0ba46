import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { App } from './app-types'
import { registerCsrfProtection } from './auth/csrf'
import { deleteExpiredSessions, loadSessionUser, readBrowserId } from './auth/session'
import type { AppConfig } from './config'
import { createDb } from './db/client'
import { migrateToLatest } from './db/migrate'
import { accessRoutes } from './features/access/access.routes'
import { adminHostsRoutes } from './features/admin-hosts/admin-hosts.routes'
import { authRoutes } from './features/auth/auth.routes'
import { feedsRoutes } from './features/feeds/feeds.routes'
import { glossaryRoutes } from './features/glossary/glossary.routes'
import { loadStarterGlossary } from './features/glossary/glossary.service'
import { healthRoutes } from './features/health/health.routes'
import { hostsRoutes } from './features/hosts/hosts.routes'
import { newsletterRoutes } from './features/newsletter/newsletter.routes'
import { createNewsletterSender, type NewsletterSender } from './features/newsletter/newsletter.sender'
import { profileRoutes } from './features/profile/profile.routes'
import { readingRoutes } from './features/reading/reading.routes'
import { sharePageResolver, shareRoutes } from './features/share/share.routes'
import { markEndedSpaces } from './features/spaces/spaces.queries'
import { spacesRoutes } from './features/spaces/spaces.routes'
import { xSyncRoutes } from './features/x-sync/x-sync.routes'
import { createXSync, type XSync } from './features/x-sync/x-sync.service'
import { resolveSessionSecret } from './lib/app-secret'
import { answerClientError, answerFrameworkError, registerErrorHandler } from './lib/error-handler'
import { type JobRunner, startJobs } from './lib/jobs'
import { createMailer, type Mailer } from './lib/mailer'
import { registerOpenApi } from './lib/openapi'
import { registerRateLimits } from './lib/rate-limits'
import { isApiRoute, matchedRoute } from './lib/route-rules'
import { registerSecurityHeaders } from './lib/security-headers'
import { nowSeconds } from './lib/time'
import { registerWebApp } from './lib/web-static'
import { sandboxRoutes } from './x/sandbox/sandbox.routes'
import { createXClient, type FetchLike } from './x/x-client'

export interface RouteEntry {
  method: string
  url: string
  /** The query-string keys its schema names (the fuzz test sends bad values for each). */
  queryKeys: string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the permission matrix and fuzz tests. */
    routeList: RouteEntry[]
    jobs: JobRunner
    mailer: Mailer
    newsletterSender: NewsletterSender
    xSync: XSync
  }
}

/** Builds the whole app (database connected and migrated, routes registered) without listening. */
export async function buildApp(config: AppConfig): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    },
    bodyLimit: 256 * 1024,
    // A number is a count of proxy hops to believe (proxy-addr takes it as a function of the hop).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing, or by Node's HTTP parser, answer `{ error }` like all others.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const { db, dialect, readDataVersion, close } = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  })
  app.decorate('db', db)
  app.decorate('readDataVersion', readDataVersion)
  app.decorate('dialect', dialect)
  app.decorate('config', config)
  app.decorate('cookieSettings', { secure: config.baseUrl.startsWith('https://') })
  app.decorate('routeList', [] as RouteEntry[])
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined
    const queryKeys = Object.keys(query?.shape ?? {})
    for (const method of methods) {
      if (method !== 'HEAD') app.routeList.push({ method, url: route.url, queryKeys })
    }
  })

  try {
    await migrateToLatest(db, dialect)
  } catch (err) {
    await close()
    throw err
  }
  const sessionSecret = await resolveSessionSecret(db, config.sessionSecret)
  // Product content, not demo data: an empty glossary gets the starter terms once, in every mode.
  await loadStarterGlossary(db)

  // In sandbox mode the X client reaches the sandbox through this app's own router (no network).
  const injectFetch: FetchLike = async (url, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one))
    }
    // app.inject hands back the body decoded; the encoding header would make Response decode it again.
    headers.delete('content-encoding')
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers })
  }
  // Root-relative URLs are the in-process sandbox; absolute ones go out over HTTP.
  const xFetch: FetchLike = (url, init) => (url.startsWith('/') ? injectFetch(url, init) : fetch(url, init))
  app.decorate('xClient', createXClient(config.x, xFetch))

  registerErrorHandler(app)
  // Answers of 1 KB or more, compressed for clients that accept it (brotli at quality 4, else gzip).
  // Static files and the cached Space lists arrive already compressed and are passed through.
  // Request bodies are never inflated: a compressed body could grow far past the body limit.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  })
  await app.register(fastifyCookie)
  await app.register(fastifyFormbody)
  registerSecurityHeaders(app, { https: config.baseUrl.startsWith('https://') })
  app.decorateRequest('browserId', null)
  app.decorateRequest('user', null)
  // Decided on the route Fastify matched, never on the raw URL (see lib/route-rules.ts).
  app.addHook('onRequest', async (req) => {
    const route = matchedRoute(req)
    if (route === undefined) return
    req.browserId = readBrowserId(req)
    if (req.browserId && isApiRoute(route)) req.user = await loadSessionUser(db, req.browserId)
  })
  registerCsrfProtection(app, sessionSecret)
  await registerRateLimits(app)

  await registerOpenApi(app)
  await app.register(healthRoutes)
  await app.register(authRoutes, { sessionSecret })
  await app.register(spacesRoutes)
  await app.register(hostsRoutes)
  await app.register(profileRoutes, { sessionSecret })
  await app.register(accessRoutes)
  await app.register(adminHostsRoutes)
  await app.register(readingRoutes)
  await app.register(glossaryRoutes)
  await app.register(feedsRoutes)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir })
  const newsletter = { db, mailer, baseUrl: config.baseUrl, config: config.newsletter }
  const newsletterSender = createNewsletterSender({
    ...newsletter,
    dialect,
    log: app.log,
    wakeOnSend: config.runJobs,
  })
  app.decorate('mailer', mailer)
  app.decorate('newsletterSender', newsletterSender)
  await app.register(newsletterRoutes, { context: newsletter, sender: newsletterSender })
  await app.register(shareRoutes)
  const xSync = createXSync({
    db,
    xClient: app.xClient,
    log: app.log,
    offReason: config.xSync.offReason,
    intervalSeconds: config.xSync.intervalSeconds,
  })
  app.decorate('xSync', xSync)
  await app.register(xSyncRoutes, { xSync })
  if (config.x.mode === 'sandbox') await app.register(sandboxRoutes, { prefix: '/x-sandbox' })
  await registerWebApp(app, config.webDistDir, sharePageResolver(app))

  const jobs = startJobs(
    [
      {
        name: 'mark-ended-spaces',
        intervalMs: 60 * 1000,
        run: () => markEndedSpaces(db, nowSeconds(), SPACE_DEFAULT_DURATION_SECONDS),
      },
      { name: 'delete-expired-sessions', intervalMs: 60 * 60 * 1000, run: () => deleteExpiredSessions(db) },
      // Every instance looks every 5 s; a send call also wakes its own instance at once.
      { name: 'newsletter-sender', intervalMs: 5 * 1000, run: () => newsletterSender.run() },
      // The X import: each instance tries every interval; the lease lets one of them run.
      ...(config.xSync.offReason === null && config.xSync.intervalSeconds > 0
        ? [
            {
              name: 'x-sync',
              intervalMs: config.xSync.intervalSeconds * 1000,
              run: () => xSync.run(),
              inBackground: true,
            },
          ]
        : []),
    ],
    app.log,
    { schedule: config.runJobs },
  )
  app.decorate('jobs', jobs)
  if (config.xSync.offReason && config.runJobs) app.log.warn(config.xSync.offReason)
  app.addHook('onClose', async () => {
    await newsletterSender.stop()
    await jobs.stop()
    mailer.close()
    await close()
  })
  return app
}
