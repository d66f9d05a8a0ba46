import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { AppConfig } from './config'
import type { Database } from './db/database'
import type { Drain } from './lib/drain'
import type { Readiness } from './lib/readiness'

/**
 * The handles of the running app for those outside the features: the entry point and the seed
 * (main.ts), the request hooks of lib/ and the X sandbox, and tests. A feature never reads them: it
 * is handed what it needs as its plugin's options (app/features.ts, CONTRIBUTING.md).
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    config: AppConfig
    /** The way out on SIGTERM: readiness off, connections closed after their answer (lib/drain.ts). */
    drain: Drain
    /** Parts that can be degraded while the instance still serves; `/readyz` names them. */
    readiness: Readiness
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
