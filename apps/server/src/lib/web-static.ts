import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isClientRoute } from '@spaces/shared/routes'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../app-types'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app, compressed at build time: hashed files under /assets/ are cached forever,
 * everything else (index.html above all) is revalidated on every load. Client routes of spec §2 get index.html;
 * other paths get index.html with status 404 so the app shows its 404 page; unknown /api paths get
 * a JSON 404.
 */
export async function registerWebApp(app: App, distDir: string | undefined): Promise<void> {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'))
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

  if (hasBuild) {
    // The directory itself: the static plugin would refuse it, so the home route is explicit.
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    )
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodedPath(req.url)
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(pathname)
    if (!isPageRequest) {
      return reply.code(404).send({ error: `No such endpoint: ${req.method} ${pathname}` })
    }
    const status = isClientRoute(pathname) ? 200 : 404
    reply.code(status).header('cache-control', 'no-cache')
    if (!hasBuild) {
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Spaces Calendar</title><p>The web app is not built yet: run npm run build.</p>',
        )
    }
    return reply.sendFile('index.html')
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
