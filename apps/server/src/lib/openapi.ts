import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { App } from '../app-types'
import {
  documentRoute,
  errorResponseJsonSchema,
  moveNullableIntoUnions,
  SECURITY_SCHEMES,
} from './api-document'

/**
 * The OpenAPI document is generated from the routes' zod schemas: /api/openapi.json, UI at /api/docs.
 * Each route's schema says what it does (`summary`, `operationId`), who may call it (`access`) and what
 * else it refuses with (`errors`); lib/api-document.ts turns that into security and responses.
 */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Spaces Calendar API',
        description:
          'Every non-GET call under /api needs the X-CSRF-Token header from GET /csrf-token, sent with the session cookie it is bound to. Errors answer `{ "error": "a sentence" }`. Times are unix seconds.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.baseUrl, description: 'This site (BASE_URL).' }],
      components: {
        securitySchemes: SECURITY_SCHEMES,
        schemas: { ErrorResponse: errorResponseJsonSchema() },
      },
    },
    transform: documentRoute,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject
      moveNullableIntoUnions(document.openapiObject.paths)
      return document.openapiObject
    },
    hideUntagged: false,
  })
  // The UI's files stay in its package directory: named here, so the plugin can be bundled into the
  // compiled server (scripts/build-server.mjs), which would otherwise look for them beside main.js.
  const staticDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
    'static',
  )
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    baseDir: staticDir,
    logo: { type: 'image/svg+xml', content: readFileSync(path.join(staticDir, 'logo.svg')) },
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
