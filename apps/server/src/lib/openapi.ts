import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { App } from '../app-types'

/** The OpenAPI document is generated from the routes' zod schemas: /api/openapi.json, UI at /api/docs. */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Spaces Calendar API',
        description:
          'Every non-GET call under /api needs the X-CSRF-Token header from GET /csrf-token. Times are unix seconds.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
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
