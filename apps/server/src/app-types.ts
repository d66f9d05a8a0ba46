import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { CookieSettings } from './auth/session'
import type { AppConfig } from './config'
import type { Dialect } from './db/client'
import type { Database } from './db/database'
import type { CostlyWork } from './lib/costly-work'
import type { Drain } from './lib/drain'
import type { HotAnswers } from './lib/hot-answers'
import type { OpsWatch } from './lib/metrics/ops-watch'
import type { Readiness } from './lib/readiness'
import type { XClient } from './x/x-client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dialect: Dialect
    /** See DbHandle.readDataVersion (db/client.ts). */
    readDataVersion: (name: string) => Promise<number>
    /** Cached answers sent again without the framework (lib/hot-answers.ts). */
    hotAnswers: HotAnswers
    config: AppConfig
    xClient: XClient
    cookieSettings: CookieSettings
    /** The way out on SIGTERM: readiness off, connections closed after their answer (lib/drain.ts). */
    drain: Drain
    /** Parts that can be degraded while the instance still serves; `/readyz` names them. */
    readiness: Readiness
    /** How this instance and the site are doing: `/readyz`, `/metrics`, the Health screen (lib/metrics/). */
    ops: OpsWatch
    /** Reads the response cache did not have: limited per IP and bounded per instance (issue 24). */
    costlyReads: CostlyWork
  }
}

/** The Fastify instance with the zod type provider: route handlers get typed, validated input. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>
