import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'

/** The share pictures (og:image): 1200×630 PNGs, cached per drawn content, drawing limited per IP. */
let server: TestServer
let host: UserRow
let spaceId: number

beforeAll(async () => {
  server = await startTestServer()
  host = await createUserRow(server, 'host')
  spaceId = await createSpaceRow(server, host, {
    title: 'Budget night, line by line',
    host_timezone: 'America/New_York',
  })
})
afterAll(() => server.close())

/**
 * GET, with the whole body read: a picture left unread holds its socket until the garbage collector
 * finds the response, and a server closing meanwhile waits for it.
 */
async function getRead(url: URL): Promise<{ status: number; etag: string | null }> {
  const res = await fetch(url)
  await res.arrayBuffer()
  return { status: res.status, etag: res.headers.get('etag') }
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('share images', () => {
  it.each([
    ['a Space', () => `/og/spaces/${spaceId}.png`],
    ['a profile', () => `/og/profile/${host.username}.png`],
    ['the site', () => '/og/site.png'],
  ])('draws %s as a 1200×630 PNG, cacheable, with an ETag', async (_what, pathOf) => {
    const res = await fetch(new URL(pathOf(), server.baseUrl))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
    const etag = res.headers.get('etag') ?? ''
    const again = await fetch(new URL(pathOf(), server.baseUrl), { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('draws a new picture when the title changes', async () => {
    const before = await getRead(new URL(`/og/spaces/${spaceId}.png`, server.baseUrl))
    await server.app.db
      .updateTable('spaces')
      .set({ title: 'Budget night, renamed' })
      .where('id', '=', spaceId)
      .execute()
    const after = await getRead(new URL(`/og/spaces/${spaceId}.png`, server.baseUrl))
    expect(after.etag).not.toBe(before.etag)
    await server.app.db
      .updateTable('spaces')
      .set({ title: 'Budget night, line by line' })
      .where('id', '=', spaceId)
      .execute()
  })

  it.each(['/og/spaces/999999999.png', '/og/spaces/abc.png', '/og/profile/nobody_by_this_name.png'])(
    'answers %s with 404 and a sentence',
    async (pathname) => {
      const res = await fetch(new URL(pathname, server.baseUrl))
      expect(res.status).toBe(404)
      expect(typeof ((await res.json()) as { error?: unknown }).error).toBe('string')
    },
  )
})

describe('drawing limits', () => {
  it('limits pictures drawn per client, but not pictures served from the cache', async () => {
    const limited = await startTestServer({ RATE_LIMIT_IMAGES_PER_MINUTE: '1' })
    try {
      const owner = await createUserRow(limited, 'host')
      const first = await createSpaceRow(limited, owner)
      const second = await createSpaceRow(limited, owner)
      expect((await getRead(new URL(`/og/spaces/${first}.png`, limited.baseUrl))).status).toBe(200)
      expect((await getRead(new URL(`/og/spaces/${first}.png`, limited.baseUrl))).status).toBe(200)
      const refused = await fetch(new URL(`/og/spaces/${second}.png`, limited.baseUrl))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})

describe('drawing bound across all clients', () => {
  it('draws one at a time with one waiting, answers the next uncached draw 503, and still serves cached pictures', async () => {
    let hold: Promise<void> | undefined
    let release = () => {}
    const started: ((title: string) => void)[] = []
    const nextDrawStarts = () => new Promise<string>((resolve) => started.push(resolve))
    const held = await startTestServer(
      { SHARE_IMAGE_DRAWS_AT_ONCE: '1', SHARE_IMAGE_DRAWS_WAITING: '1' },
      {
        app: {
          // Draws stay open until the test releases them: no timing involved.
          renderShareImage: async (card) => {
            started.shift()?.(card.heading)
            if (hold) await hold
            return Buffer.from(`png of ${card.heading}`)
          },
        },
      },
    )
    try {
      const owner = await createUserRow(held, 'host')
      const ids = [] as number[]
      for (const title of ['First', 'Second', 'Third', 'Fourth'])
        ids.push(await createSpaceRow(held, owner, { title }))
      const image = (id: number | string) => fetch(new URL(`/og/spaces/${id}.png`, held.baseUrl))
      expect((await fetch(new URL('/og/site.png', held.baseUrl))).status).toBe(200)

      hold = new Promise((resolve) => {
        release = resolve
      })
      const drawing = nextDrawStarts()
      const first = image(ids[0]!)
      expect(await drawing).toBe('First')
      // One of these two waits for the first draw; the other finds the line full at once.
      const [second, third] = [image(ids[1]!), image(ids[2]!)]
      const refused = await Promise.race([second, third])
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await refused.json()) as { error?: unknown }).error).toMatch(/Too many pictures/)
      expect((await image(ids[3]!)).status).toBe(503)

      // A cached picture is served while the draws are held.
      const cached = await fetch(new URL('/og/site.png', held.baseUrl))
      expect(cached.status).toBe(200)
      expect(Buffer.from(await cached.arrayBuffer()).toString()).toContain('png of')

      release()
      expect((await first).status).toBe(200)
      const statuses = [(await second).status, (await third).status].sort()
      expect(statuses).toEqual([200, 503])
      // The line is free again: the refused picture is drawn now.
      expect((await image(ids[3]!)).status).toBe(200)
    } finally {
      release()
      await held.close()
    }
  })
})
