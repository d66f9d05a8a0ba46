import type { Locale } from '@spaces/shared/i18n/locales'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import type { ShareImagesConfig } from '../../config'
import type { Database } from '../../db/database'
import { translatorFor } from '../../i18n/translate'
import { createCostlyWork } from '../../lib/costly-work'
import { notFound } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import {
  loadProfileShare,
  loadSpaceShare,
  profileShareCard,
  siteShareCard,
  spaceShareCard,
} from './share.service'
import { type ShareCard, SITE_NAME } from './share-card'
import { cardFingerprint, ShareImageCache } from './share-image-cache'
import { pictureLocale, pictureTranslator } from './share-locale'

const doc = routeDoc('share')
/** Crawlers may keep a picture an hour; the ETag makes a later check cheap. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600'
/** A draw takes 50–300 ms, so a full line has moved on within a few seconds. */
const DRAWS_RETRY_AFTER_SECONDS = 5

/** Draws a card as a PNG; tests pass one that holds draws open (buildApp's options). */
export type ShareImageRenderer = (card: ShareCard, siteName: string) => Promise<Buffer>

const renderWithSatori: ShareImageRenderer = async (card, siteName) =>
  // satori, resvg and the fonts load with the first picture drawn, not at start-up.
  (await import('./share-image')).renderShareImage(card, siteName)

export interface ShareDeps {
  db: Kysely<Database>
  /** RATE_LIMIT_IMAGES_PER_MINUTE: pictures one client IP may have drawn in a minute. */
  imagesPerMinute: number
  /** SHARE_IMAGE_DRAWS_AT_ONCE and SHARE_IMAGE_DRAWS_WAITING. */
  draws: ShareImagesConfig
  /** Draws a card (default: satori and resvg); a test holds draws open with its own. */
  render: ShareImageRenderer | undefined
  /** DEFAULT_LOCALE: a picture's language when its address names none (`?lang=`). */
  defaultLocale: Locale
}

/**
 * The share pictures (og:image), 1200×630 PNGs: the site's, a Space's and a profile's. Public GETs.
 * A picture is drawn only when what it shows changed. Drawing is limited per client IP
 * (RATE_LIMIT_IMAGES_PER_MINUTE) and, across all clients, to SHARE_IMAGE_DRAWS_AT_ONCE at a time
 * with SHARE_IMAGE_DRAWS_WAITING waiting: past that, 503 with Retry-After, so many addresses
 * together cannot hold the CPU. Cached pictures are not limited.
 */
export async function shareRoutes(app: App, deps: ShareDeps): Promise<void> {
  const { db } = deps
  const cache = new ShareImageCache()
  const render = deps.render ?? renderWithSatori
  const draws = createCostlyWork(app, {
    name: 'share-image',
    perMinute: deps.imagesPerMinute,
    atOnce: deps.draws.drawsAtOnce,
    waiting: deps.draws.drawsWaiting,
    retryAfterSeconds: DRAWS_RETRY_AFTER_SECONDS,
    busy: `Too many pictures are being drawn right now. Try again in ${DRAWS_RETRY_AFTER_SECONDS} seconds.`,
  })
  const drawBounded = (card: ShareCard) => draws.run(() => render(card, SITE_NAME))

  async function sendImage(req: FastifyRequest, reply: FastifyReply, key: string, card: ShareCard) {
    // The language is in the key: the same page's picture in two languages is two pictures.
    key = `${key}:${pictureLocale(req, deps.defaultLocale)}`
    const etag = `"${cardFingerprint(card)}"`
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    const png = await cache.get(key, card, drawBounded, () => draws.charge(req))
    return reply.type('image/png').send(png)
  }

  // Drawing is limited (429 per client, 503 when the line of drawings is full); the rest is cached.
  const picture = <const T extends object>(operationId: string, what: string, rest: T) =>
    doc({
      operationId,
      access: 'public',
      summary: `Get ${what} share picture (a 1200×630 PNG).`,
      produces: ['image/png'],
      errors: [429, 503],
      ...rest,
    })
  const siteImage = picture('getSiteShareImage', 'the site’s', {})
  app.get('/og/site.png', { schema: siteImage }, async (req, reply) =>
    sendImage(req, reply, 'site', siteShareCard(pictureTranslator(req, deps.defaultLocale))),
  )

  const spaceImage = picture('getSpaceShareImage', 'a Space’s', { params: ZIdParam })
  app.get('/og/spaces/:id.png', { schema: spaceImage }, async (req, reply) => {
    const space = await loadSpaceShare(db, req.params.id)
    if (!space) throw notFound('There is no Space with this id.')
    const locale = pictureLocale(req, deps.defaultLocale)
    return sendImage(req, reply, `space:${space.id}`, spaceShareCard(space, translatorFor(locale), locale))
  })

  const profileImage = picture('getProfileShareImage', 'a profile’s', { params: ZUsernameParam })
  app.get('/og/profile/:username.png', { schema: profileImage }, async (req, reply) => {
    const share = await loadProfileShare(db, req.params.username, nowSeconds())
    if (!share) throw notFound('Profile not found')
    const locale = pictureLocale(req, deps.defaultLocale)
    return sendImage(
      req,
      reply,
      `profile:${share.profile.id}`,
      profileShareCard(share, translatorFor(locale), locale),
    )
  })
}
