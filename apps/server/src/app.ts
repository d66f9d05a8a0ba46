import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { registerFeatures } from './app/features'
import { startMail } from './app/mail'
import type { App } from './app-types'
import { authenticateApiToken, bearerTokenOf } from './auth/api-tokens'
import { registerCsrfProtection } from './auth/csrf'
import { loadSessionUser, readBrowserId } from './auth/session'
import { HotAnswers } from './cache/hot-answers'
import type { DataVersions } from './cache/versions'
import type { AppConfig } from './config'
import { createDb } from './db/client'
import { migrateToLatest } from './db/migrate'
import { loadStarterGlossary } from './features/glossary/glossary.service'
import type { ShareImageRenderer } from './features/share/share.routes'
import { shareHeadFor } from './features/share/share-head'
import { decorateRequestLocale, pageLanguage } from './i18n/request-locale'
import { resolveSessionSecret } from './lib/app-secret'
import { capConnectionsPerIp } from './lib/connection-limits'
import { type CostlyWork, createCostlyWork } from './lib/costly-work'
import { Drain } from './lib/drain'
import { registerErrorHandler } from './lib/error-handler'
import { createFastify, type LogOptions } from './lib/fastify-options'
import { type JobRunner, startJobs } from './lib/jobs'
import { metricsRoutes, startMetrics } from './lib/metrics/metrics-endpoint'
import { createOpsWatch } from './lib/metrics/ops-watch'
import { registerOpenApi } from './lib/openapi'
import { registerRateLimits } from './lib/rate-limits'
import { Readiness } from './lib/readiness'
import { recordRouteList } from './lib/route-list'
import { isApiRoute, matchedRoute, SAFE_METHODS } from './lib/route-rules'
import { registerSecurityHeaders } from './lib/security-headers'
import { registerWebApp } from './lib/web-static'
import { xFetchFor } from './x/in-process-fetch'
import { sandboxRoutes } from './x/sandbox/sandbox.routes'
import { createXClient } from './x/x-client'

export type { RouteEntry } from './lib/route-list'

/**
 * Cache-missing reads running at once per instance, and waiting: each is one indexed query of at most
 * a page, an encoding and an off-thread compression, so a few at a time keep the event loop free. On
 * SQLite the query runs inside this process, so two at once already fill it; on PostgreSQL a read
 * spends much of its time waiting for the database, and with two at once the process sat idle meanwhile.
 */
const READS_AT_ONCE = { sqlite: 2, postgres: 4 } as const
const READS_WAITING = 16

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's jobs: main.ts runs them at start, tests run one now (`app.jobs.run(name)`). */
    jobs: JobRunner
  }
}

/** What a test may put in place of a part that is otherwise too fast or too slow to observe. */
export interface AppOptions {
  /** Draws the share pictures (default: satori and resvg); a test holds draws open with it. */
  renderShareImage?: ShareImageRenderer
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: LogOptions['stream']
}

/** Builds the whole app (database connected and migrated, routes registered) without listening. */
export async function buildApp(config: AppConfig, options: AppOptions = {}): Promise<App> {
  const hotAnswers = new HotAnswers()
  const drain = new Drain()
  const app = createFastify(config, hotAnswers, drain, options.logStream)
  app.decorate('drain', drain)
  app.decorate('readiness', new Readiness())
  drain.register(app)
  capConnectionsPerIp(app.server, config.connections.maxPerIp, app.log)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const { db, dialect, readDataVersion, dataVersionNow, noteWrite, poolStats, close } = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  })
  app.decorate('db', db)
  const versions: DataVersions = { now: dataVersionNow, read: readDataVersion }
  hotAnswers.start(app, versions)
  // An unsafe request has committed by the time it answers: the next version read starts afresh,
  // so its client reads its own write (db/client.ts, shared version reads on PostgreSQL).
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (!SAFE_METHODS.has(req.method)) noteWrite()
    done(null, payload)
  })
  app.decorate('config', config)
  recordRouteList(app)

  try {
    await migrateToLatest(db, dialect)
  } catch (err) {
    await close()
    throw err
  }
  const mail = await startMail(config, db, app.log)
  const ops = createOpsWatch({
    db,
    readMailHold: () => mail.hold.read(),
    xImport: { intervalSeconds: config.xSync.intervalSeconds, offReason: config.xSync.offReason },
  })
  // Before any route, so every request is counted; the sources are read at each scrape.
  const metrics = await startMetrics(app, {
    facts: ops.facts,
    jobs: () => ops.jobs.report(app.jobs.list()),
    mailServer: () => {
      mail.mailServer.refresh()
      return mail.mailServer.state()
    },
    pool: poolStats,
    build: ops.build,
    setup: {
      smtp: config.smtpUrl !== undefined,
      xImportPeriodic: config.xSync.offReason === null && config.xSync.intervalSeconds > 0,
    },
  })
  // An X import error from before this start is not counted as a new one.
  await ops.facts.seeXImport()
  ops.jobs.onFinished((name) => {
    if (name === 'x-sync') ops.facts.seeXImport().catch(() => {})
  })
  const sessionSecret = await resolveSessionSecret(db, config.sessionSecret)
  // Product content, not demo data: an empty glossary gets the starter terms once, in every mode.
  await loadStarterGlossary(db)
  const xClient = createXClient(config.x, xFetchFor(app))

  const costlyReads = await registerRequestHandling(app, sessionSecret)
  await registerOpenApi(app)
  await app.register(metricsRoutes, { metrics })
  const featureJobs = await registerFeatures(app, {
    db,
    dialect,
    cache: { versions, hot: hotAnswers },
    config,
    sessionSecret,
    cookieSettings: { secure: config.baseUrl.startsWith('https://') },
    xClient,
    costlyReads,
    mail,
    ops,
    listJobs: () => app.jobs.list(),
    renderShareImage: options.renderShareImage,
  })
  if (config.x.mode === 'sandbox') await app.register(sandboxRoutes, { prefix: '/x-sandbox', sessionSecret })
  await registerWebApp(
    app,
    config.webDistDir,
    (pathname, language) => shareHeadFor(db, config.baseUrl, pathname, language),
    (req) => pageLanguage(req, db, config.defaultLocale),
  )

  const jobs = startJobs(featureJobs, app.log, { schedule: config.runJobs, observer: ops.jobs })
  app.decorate('jobs', jobs)
  if (config.xSync.offReason && config.runJobs) app.log.warn(config.xSync.offReason)
  if (config.newsletter.postalAddressWarning) app.log.warn(config.newsletter.postalAddressWarning)
  app.addHook('onClose', async () => {
    await jobs.stop()
    mail.closeMailer()
    await close()
  })
  return app
}

/**
 * What every request goes through before its route: errors, compression, cookies, the session, CSRF,
 * limits. Returns the instance's line of costly reads, which needs the limits registered first.
 */
async function registerRequestHandling(app: App, sessionSecret: string): Promise<CostlyWork> {
  const { config, db } = app
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
  decorateRequestLocale(app, config.defaultLocale)
  // Decided on the route Fastify matched, never on the raw URL (see lib/route-rules.ts). Written with
  // a callback, not async: most requests carry no session and finish here without a promise.
  app.decorateRequest('apiToken', null)
  app.addHook('onRequest', (req, reply, done) => {
    const route = matchedRoute(req)
    req.browserId = route === undefined ? null : readBrowserId(req)
    // A call with an API token acts as the token's owner; its cookies, if any, are not read.
    const bearer = isApiRoute(route) ? bearerTokenOf(req) : null
    if (bearer !== null) {
      req.browserId = null
      authenticateApiToken(db, req, bearer).then((result) => {
        if ('error' in result) return void reply.code(result.status).send({ error: result.error })
        req.user = result.user
        req.apiToken = { id: result.id, scope: result.scope }
        done()
      }, done)
      return
    }
    if (!req.browserId || !isApiRoute(route)) return done()
    loadSessionUser(db, req.browserId).then((user) => {
      req.user = user
      done()
    }, done)
  })
  registerCsrfProtection(app, sessionSecret)
  await registerRateLimits(app)
  return createCostlyWork(app, {
    name: 'reads',
    perMinute: config.limits.readsPerMinute,
    atOnce: READS_AT_ONCE[app.config.databaseUrl ? 'postgres' : 'sqlite'],
    waiting: READS_WAITING,
    retryAfterSeconds: 2,
    busy: 'The calendar is very busy right now. Try again in a few seconds.',
  })
}
