import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../src/db/database'
import { nowSeconds } from '../src/lib/time'
import { createUserRow, insertSpaceRows } from './factories'
import { type RawResponse, rawRequest } from './raw-request'
import { startTestServer, type TestServer } from './test-app'
import { createTestDatabase, findTestPostgres, type TestDatabase } from './test-db'

/**
 * A Space list the response cache holds is sent again straight from node:http, without
 * routing, hooks and validation, to the next request that may have the very same answer, and only
 * while the cache would send the same bytes. Fastify's own work is seen through an onRequest hook
 * that counts what reaches it.
 */
const DAY = 86_400
const today = Math.floor(nowSeconds() / DAY) * DAY
const MONTH = `/api/spaces?from=${today - 15 * DAY}&to=${today + 16 * DAY}`
const BR = { 'accept-encoding': 'br' }

function counting(server: { reached: string[] }) {
  return (app: TestServer['app']) => {
    app.addHook('onRequest', (req, _reply, done) => {
      server.reached.push(`${req.method} ${req.url}`)
      done()
    })
  }
}

/** Headers that differ from one answer to the next whatever sends them. */
function lasting(res: RawResponse) {
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers
  return rest
}

const spaceIds = (res: RawResponse) =>
  (JSON.parse(brotliDecompressSync(res.body).toString()) as { data: { id: number }[] }).data.map((s) => s.id)

describe('hot answers: a cached Space list sent again without the framework', () => {
  const seen = { reached: [] as string[] }
  let server: TestServer
  let host: UserRow
  const get = (path: string, headers: Record<string, string> = BR, method = 'GET') =>
    rawRequest(server.baseUrl, method, path, { headers })
  const reachedFastify = (path: string) => seen.reached.filter((r) => r === `GET ${path}`).length

  beforeAll(async () => {
    server = await startTestServer({}, { extend: counting(seen) })
    host = await createUserRow(server, 'host')
    await insertSpaceRows(server, host, [today + 3600, today + 7200, today - 3 * DAY])
  })
  afterAll(() => server.close())

  it('answers the same request again with the same status, headers and bytes, Fastify not reached', async () => {
    const first = await get(MONTH)
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(reachedFastify(MONTH)).toBe(1)

    const second = await get(MONTH)
    expect(reachedFastify(MONTH)).toBe(1)
    expect(second.status).toBe(200)
    expect(second.body.equals(first.body)).toBe(true)
    expect(lasting(second)).toEqual(lasting(first))
    // Every answer has its own request id; one a proxy gave is kept, as Fastify keeps it.
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    const given = await get(MONTH, { ...BR, 'x-request-id': 'proxy-given-id-123' })
    expect(given.headers['x-request-id']).toBe('proxy-given-id-123')
    const refused = await get(MONTH, { ...BR, 'x-request-id': 'bad id!' })
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(reachedFastify(MONTH)).toBe(1)
  })

  it('keeps each encoding apart: a client asking for none gets the plain JSON', async () => {
    const plain = await get(MONTH, {})
    const again = await get(MONTH, {})
    expect(again.headers['content-encoding']).toBeUndefined()
    expect(again.json.data.length).toBe(3)
    expect(again.body.equals(plain.body)).toBe(true)
    expect(lasting(again)).toEqual(lasting(plain))
    // gzip, and an encoding the site does not use (deflate): each answered as Fastify answered it
    for (const encoding of ['gzip', 'deflate']) {
      const headers = { 'accept-encoding': encoding }
      const [framework, hot] = [await get(MONTH, headers), await get(MONTH, headers)]
      expect(hot.body.equals(framework.body)).toBe(true)
      expect(lasting(hot)).toEqual(lasting(framework))
    }
  })

  it('sees a change on the very next request', async () => {
    const before = await get(MONTH)
    const reached = reachedFastify(MONTH)
    await insertSpaceRows(server, host, [today + 2 * DAY])
    const after = await get(MONTH)
    expect(reachedFastify(MONTH)).toBe(reached + 1)
    expect(spaceIds(after).length).toBe(spaceIds(before).length + 1)
    // and then answers the new list hot
    await get(MONTH)
    expect(reachedFastify(MONTH)).toBe(reached + 1)
  })

  it('answers a browser with the site’s cookie the same, hot: the list is the same for everyone', async () => {
    const hot = await get(MONTH)
    const reached = reachedFastify(MONTH)
    const withCookie = await get(MONTH, { ...BR, cookie: 'spaces_sid=whatever; theme=dark' })
    expect(withCookie.body.equals(hot.body)).toBe(true)
    expect(lasting(withCookie)).toEqual(lasting(hot))
    expect(reachedFastify(MONTH)).toBe(reached)
  })

  it('leaves to Fastify what may differ: If-None-Match, HEAD, another URL', async () => {
    const hot = await get(MONTH)
    const reached = reachedFastify(MONTH)
    const held = await get(MONTH, { ...BR, 'if-none-match': String(hot.headers.etag) })
    expect(held.status).toBe(304)
    expect(reachedFastify(MONTH)).toBe(reached + 1)
    const head = await get(MONTH, BR, 'HEAD')
    expect(head.status).toBe(200)
    expect(seen.reached).toContain(`HEAD ${MONTH}`)
    // The same query spelt otherwise is another URL: Fastify answers it (the same cached page).
    const respelt = `${MONTH}&`
    expect((await get(respelt)).body.equals(hot.body)).toBe(true)
    expect(reachedFastify(respelt)).toBe(1)
  })

  it('does not remember an answer Fastify refused', async () => {
    const wide = `/api/spaces?from=${today}&to=${today + 400 * DAY}`
    expect((await get(wide)).status).toBe(400)
    expect((await get(wide)).status).toBe(400)
    expect(reachedFastify(wide)).toBe(2)
  })

  it('keeps a large answer improving: fast bytes first, the best ones once there, then hot', {
    timeout: 30_000,
  }, async () => {
    // ~200 Spaces in one week: a page of JSON over 64 KB, compressed fast when first asked for.
    const week = { from: today + 40 * DAY, to: today + 47 * DAY }
    const starts = Array.from({ length: 200 }, (_, i) => week.from + 600 + i * 1800)
    await insertSpaceRows(server, host, starts)
    const path = `/api/spaces?from=${week.from}&to=${week.to}`
    const first = await get(path)
    expect(first.headers.etag).toMatch(/-br-fast"$/)
    let later = await get(path)
    for (let i = 0; i < 1000 && !String(later.headers.etag).endsWith('-br"'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      later = await get(path)
    }
    expect(later.headers.etag).toMatch(/-br"$/)
    const reached = reachedFastify(path)
    const hot = await get(path)
    expect(reachedFastify(path)).toBe(reached)
    expect(hot.headers.etag).toBe(later.headers.etag)
    expect(hot.body.equals(later.body)).toBe(true)
  })
})

describe('hot answers at the default log level, with one request line each', () => {
  const seen = { reached: [] as string[] }
  const lines: string[] = []
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'info' },
      { extend: counting(seen), app: { logStream: { write: (line: string) => void lines.push(line) } } },
    )
  })
  afterAll(() => server.close())

  const requestLines = (id: string) =>
    lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.reqId === id && line.msg === 'request completed')

  it('answers again without Fastify, and logs the same line for either path', async () => {
    const ids = ['log-line-first-1', 'log-line-second-2', 'log-line-third-3']
    for (const id of ids) {
      const res = await rawRequest(server.baseUrl, 'GET', MONTH, { headers: { ...BR, 'x-request-id': id } })
      expect(res.status).toBe(200)
      expect(res.headers['x-request-id']).toBe(id)
    }
    expect(seen.reached.filter((r) => r === `GET ${MONTH}`)).toHaveLength(1)
    // The line is written once the answer has gone, which the client may see first.
    for (let i = 0; i < 200 && ids.some((id) => requestLines(id).length === 0); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const written = ids.map((id) => requestLines(id))
    for (const [line] of written) {
      expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: MONTH }, res: { statusCode: 200 } })
      expect(typeof line.responseTime).toBe('number')
    }
    expect(written.map((mine) => mine.length)).toEqual([1, 1, 1])
    const shape = (line: Record<string, unknown>) => Object.keys(line).sort()
    expect(shape(written[1]?.[0])).toEqual(shape(written[0]?.[0]))
    // Fastify's own request lines are not written.
    expect(lines.some((line) => line.includes('incoming request'))).toBe(false)
  })
})

const postgres = await findTestPostgres()

describe.skipIf(!postgres)('hot answers on two instances sharing PostgreSQL', () => {
  let database: TestDatabase
  let writer: TestServer
  let reader: TestServer

  beforeAll(async () => {
    database = await createTestDatabase(postgres)
    writer = await startTestServer({}, { database })
    reader = await startTestServer({}, { database })
  })
  afterAll(async () => {
    await reader?.close()
    await writer?.close()
    await database?.drop()
  })

  it('sees a Space stored through the other instance, whose change it is told of', async () => {
    const host = await createUserRow(writer, 'host')
    await insertSpaceRows(writer, host, [today + 3600])
    const list = async () => {
      const res = await rawRequest(reader.baseUrl, 'GET', MONTH)
      return (res.json.data as { id: number }[]).map((space) => space.id)
    }
    const before = await list()
    expect(await list()).toEqual(before)
    await insertSpaceRows(writer, host, [today + 7200])
    for (let i = 0; i < 200 && (await list()).length === before.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect((await list()).length).toBe(before.length + 1)
  })
})
