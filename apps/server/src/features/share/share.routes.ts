import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../app-types'
import { notFound, tooManyRequests } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import type { PageResolver } from '../../lib/web-static'
import { resolveSharePage } from './share.pages'
import {
  loadProfileShare,
  loadSpaceShare,
  profileShareCard,
  SITE_SHARE_CARD,
  spaceShareCard,
} from './share.service'
import type { ShareCard } from './share-card'
import { renderPageHead, SITE_NAME } from './share-head'
import { cardFingerprint, ShareImageCache } from './share-image-cache'

const tags = ['share']
/** Crawlers may keep a picture an hour; the ETag makes a later check cheap. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600'
const MINUTE_MS = 60_000

/** The head tags of the pages that can be shared, for lib/web-static.ts. */
export function sharePageResolver(app: App): PageResolver {
  return async (pathname) => {
    const page = await resolveSharePage(app.db, app.config.baseUrl, pathname)
    if (!page) return undefined
    return { status: page.status, head: page.head ? renderPageHead(page.head, app.config.baseUrl) : null }
  }
}

/**
 * The share pictures (og:image), 1200×630 PNGs: the site's, a Space's and a profile's. Public GETs.
 * A picture is drawn only when what it shows changed; drawing is limited per client IP
 * (RATE_LIMIT_IMAGES_PER_MINUTE) and done one at a time, while cached pictures are not limited.
 */
export async function shareRoutes(app: App): Promise<void> {
  const cache = new ShareImageCache()
  const renderLimit = app.createRateLimit({
    max: app.config.limits.imagesPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `share-image:${req.ip}`,
  })

  async function sendImage(req: FastifyRequest, reply: FastifyReply, key: string, card: ShareCard) {
    const etag = `"${cardFingerprint(card)}"`
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    const png = await cache.get(
      key,
      card,
      // satori, resvg and the fonts load with the first picture drawn, not at start-up (issue 11).
      async (c) => (await import('./share-image')).renderShareImage(c, SITE_NAME),
      async () => {
        let result: Awaited<ReturnType<typeof renderLimit>>
        try {
          result = await renderLimit(req)
        } catch (err) {
          // A broken counter (Redis down) must not take the pictures down: draw, and say so.
          req.log.warn({ err }, 'share image limit unavailable; drawing anyway')
          return
        }
        if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds)
      },
    )
    return reply.type('image/png').send(png)
  }

  app.get('/og/site.png', { schema: { tags } }, async (req, reply) =>
    sendImage(req, reply, 'site', SITE_SHARE_CARD),
  )

  app.get('/og/spaces/:id.png', { schema: { tags, params: ZIdParam } }, async (req, reply) => {
    const space = await loadSpaceShare(app.db, req.params.id)
    if (!space) throw notFound('There is no Space with this id.')
    return sendImage(req, reply, `space:${space.id}`, spaceShareCard(space))
  })

  app.get('/og/profile/:username.png', { schema: { tags, params: ZUsernameParam } }, async (req, reply) => {
    const share = await loadProfileShare(app.db, req.params.username, nowSeconds())
    if (!share) throw notFound('Profile not found')
    return sendImage(req, reply, `profile:${share.profile.id}`, profileShareCard(share))
  })
}
