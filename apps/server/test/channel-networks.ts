import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * One loopback server speaking the four networks' request shapes, as their documentation gives them:
 * a Discord channel webhook (GET to check, POST `?wait=true` with embeds), the Telegram Bot API
 * (`/bot<token>/getChat`, `/bot<token>/sendMessage`), Mastodon (`verify_credentials`, `POST
 * /api/v1/statuses` honouring `Idempotency-Key`) and Bluesky (`createSession`, `createRecord` of an
 * `app.bsky.feed.post`, failing a record key already used with a 500 as a PDS does, and `getRecord`).
 * A request of the wrong shape is answered as the network would (400 with its error text) and listed
 * in `problems`.
 */
export const DISCORD_TOKEN = 'discord-token-abcdefghijklmnopqrstuvwxyz'
export const TELEGRAM_TOKEN = '123456:telegram-token-abcdefghijklmnop'
export const TELEGRAM_CHAT = '-1001234567890'
export const MASTODON_TOKEN = 'mastodon-token-abcdefghijklmnop'
export const BLUESKY_HANDLE = 'spaces.test.example'
export const BLUESKY_PASSWORD = 'abcd-efgh-ijkl-mnop'

export type Network = 'discord' | 'telegram' | 'mastodon' | 'bluesky'

export interface Posted {
  network: Network
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}

export interface NetworkServer {
  url: string
  /** Every post each network accepted (a repeat it recognised is not added). */
  posts: Posted[]
  /** Requests of a shape the network would refuse. */
  problems: string[]
  /** How many requests reached the server at all. */
  readonly requests: number
  /** The next `count` posts to `network` are answered `status` with the network's error body. */
  failNext: (network: Network, count: number, status: number) => void
  /**
   * While true, a post is taken (and listed in `posts`) but its answer is never sent: the sender is
   * left waiting, as when it is killed between the network's accepting and its answer arriving.
   */
  hold: boolean
  close: () => Promise<void>
}

type Reply = { status: number; body: unknown }
const json = (status: number, body: unknown): Reply => ({ status, body })

export async function startNetworkServer(): Promise<NetworkServer> {
  const posts: Posted[] = []
  const problems: string[] = []
  const failures = new Map<Network, { count: number; status: number }>()
  const mastodonKeys = new Map<string, number>()
  const blueskyKeys = new Set<string>()

  const fail = (network: Network): Reply | null => {
    const f = failures.get(network)
    if (!f || f.count <= 0) return null
    f.count -= 1
    const bodies: Record<Network, unknown> = {
      discord: { message: `Discord test failure ${f.status}`, code: 0 },
      telegram: { ok: false, error_code: f.status, description: `Telegram test failure ${f.status}` },
      mastodon: { error: `Mastodon test failure ${f.status}` },
      bluesky: { error: 'InternalServerError', message: `Bluesky test failure ${f.status}` },
    }
    return json(f.status, bodies[network])
  }
  const problem = (network: Network, text: string, reply: Reply): Reply => {
    problems.push(`${network}: ${text}`)
    return reply
  }

  function discord(req: IncomingMessage, url: URL, body: Record<string, unknown>): Reply {
    const [, , , , token] = url.pathname.split('/')
    if (token !== DISCORD_TOKEN) return json(401, { message: 'Invalid Webhook Token', code: 50027 })
    if (req.method === 'GET') return json(200, { id: '1', type: 1, name: 'Spaces bot', channel_id: '42' })
    if (url.searchParams.get('wait') !== 'true') problems.push('discord: no wait=true')
    const embed = (body.embeds as Record<string, unknown>[] | undefined)?.[0]
    if (
      !embed ||
      typeof embed.title !== 'string' ||
      typeof embed.url !== 'string' ||
      !Array.isArray(embed.fields)
    ) {
      return problem(
        'discord',
        'no embed with title, url and fields',
        json(400, { message: 'Invalid Form Body', code: 50035 }),
      )
    }
    if (Number.isNaN(Date.parse(String(embed.timestamp))))
      problems.push('discord: embed timestamp is not ISO 8601')
    const failed = fail('discord')
    if (failed) return failed
    posts.push({ network: 'discord', headers: req.headers, body })
    return json(200, { id: String(posts.length), channel_id: '42', embeds: body.embeds })
  }

  function telegram(req: IncomingMessage, url: URL, body: Record<string, unknown>): Reply {
    const match = /^\/bot([^/]+)\/(getChat|sendMessage)$/.exec(url.pathname)
    if (!match || match[1] !== TELEGRAM_TOKEN)
      return json(401, { ok: false, error_code: 401, description: 'Unauthorized' })
    if (String(body.chat_id) !== TELEGRAM_CHAT) {
      return json(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' })
    }
    if (match[2] === 'getChat')
      return json(200, {
        ok: true,
        result: { id: Number(TELEGRAM_CHAT), title: 'Spaces fans', type: 'supergroup' },
      })
    if (body.parse_mode !== 'HTML' || typeof body.text !== 'string') {
      return problem(
        'telegram',
        'sendMessage without parse_mode HTML and text',
        json(400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' }),
      )
    }
    // Telegram's HTML accepts only its tags and the entities &lt; &gt; &amp; &quot; and numeric ones.
    const stripped = body.text
      .replace(/<\/?(b|a)( href="[^"]*")?>/g, '')
      .replace(/&(lt|gt|amp|quot|#\d+);/g, '')
    if (/[<>]|&/.test(stripped)) {
      return problem(
        'telegram',
        'unescaped HTML',
        json(400, { ok: false, error_code: 400, description: "Bad Request: can't parse entities" }),
      )
    }
    const failed = fail('telegram')
    if (failed) return failed
    posts.push({ network: 'telegram', headers: req.headers, body })
    return json(200, {
      ok: true,
      result: { message_id: posts.length, chat: { id: Number(TELEGRAM_CHAT) }, text: body.text },
    })
  }

  function mastodon(req: IncomingMessage, url: URL, body: Record<string, unknown>): Reply {
    if (req.headers.authorization !== `Bearer ${MASTODON_TOKEN}`)
      return json(401, { error: 'The access token is invalid' })
    if (url.pathname === '/api/v1/accounts/verify_credentials')
      return json(200, { id: '7', acct: 'spaces', username: 'spaces' })
    if (url.pathname !== '/api/v1/statuses' || req.method !== 'POST')
      return json(404, { error: 'Record not found' })
    const key = req.headers['idempotency-key']
    if (typeof key !== 'string' || !key) problems.push('mastodon: no Idempotency-Key')
    if (typeof body.status !== 'string' || !body.status) {
      return problem(
        'mastodon',
        'no status text',
        json(422, { error: "Validation failed: Text can't be blank" }),
      )
    }
    const failed = fail('mastodon')
    if (failed) return failed
    const known = typeof key === 'string' ? mastodonKeys.get(key) : undefined
    if (known !== undefined) return json(200, { id: String(known), url: `${origin()}/@spaces/${known}` })
    posts.push({ network: 'mastodon', headers: req.headers, body })
    if (typeof key === 'string') mastodonKeys.set(key, posts.length)
    return json(200, { id: String(posts.length), url: `${origin()}/@spaces/${posts.length}` })
  }

  function bluesky(req: IncomingMessage, url: URL, body: Record<string, unknown>): Reply {
    if (url.pathname === '/xrpc/com.atproto.server.createSession') {
      if (body.identifier !== BLUESKY_HANDLE || body.password !== BLUESKY_PASSWORD) {
        return json(401, { error: 'AuthenticationRequired', message: 'Invalid identifier or password' })
      }
      return json(200, {
        did: 'did:plc:abcdefghijklmnopqrstuvwx',
        handle: BLUESKY_HANDLE,
        accessJwt: 'access-jwt',
        refreshJwt: 'r',
      })
    }
    if (url.pathname === '/xrpc/com.atproto.repo.getRecord' && req.method === 'GET') {
      const rkey = url.searchParams.get('rkey') ?? ''
      if (url.searchParams.get('collection') !== 'app.bsky.feed.post')
        problems.push('bluesky: getRecord of another collection')
      return blueskyKeys.has(rkey)
        ? json(200, {
            uri: `at://${url.searchParams.get('repo')}/app.bsky.feed.post/${rkey}`,
            cid: 'bafy',
            value: {},
          })
        : json(400, { error: 'RecordNotFound', message: `Could not locate record: ${rkey}` })
    }
    if (url.pathname !== '/xrpc/com.atproto.repo.createRecord')
      return json(404, { error: 'MethodNotImplemented' })
    if (req.headers.authorization !== 'Bearer access-jwt')
      return json(401, { error: 'AuthenticationRequired', message: 'Token is missing' })
    const record = body.record as Record<string, unknown> | undefined
    if (
      body.collection !== 'app.bsky.feed.post' ||
      record?.$type !== 'app.bsky.feed.post' ||
      typeof record.text !== 'string'
    ) {
      return problem(
        'bluesky',
        'not an app.bsky.feed.post',
        json(400, { error: 'InvalidRequest', message: 'Invalid record' }),
      )
    }
    if (!/^[234567a-j][234567a-z]{12}$/.test(String(body.rkey)))
      problems.push(`bluesky: rkey ${String(body.rkey)} is not a TID`)
    const facet = (
      record.facets as
        | { index: { byteStart: number; byteEnd: number }; features: { uri: string }[] }[]
        | undefined
    )?.[0]
    const linked = facet
      ? Buffer.from(record.text).subarray(facet.index.byteStart, facet.index.byteEnd).toString('utf8')
      : ''
    if (!facet || linked !== facet.features[0]?.uri)
      problems.push(`bluesky: the link facet marks "${linked}"`)
    if (Array.from(record.text).length > 300) problems.push('bluesky: text over 300 characters')
    const failed = fail('bluesky')
    if (failed) return failed
    const key = String(body.rkey)
    // A PDS answers a record key already used with a 500 (its error, not a refusal of the repeat).
    if (blueskyKeys.has(key)) {
      problems.push(`bluesky: createRecord of ${key} again`)
      return json(500, { error: 'InternalServerError', message: 'Internal Server Error' })
    }
    blueskyKeys.add(key)
    posts.push({ network: 'bluesky', headers: req.headers, body })
    return json(200, { uri: `at://${String(body.repo)}/app.bsky.feed.post/${key}`, cid: 'bafy' })
  }

  const isPost = (url: URL) =>
    /^\/api\/webhooks\/[^/]+\/[^/]+$/.test(url.pathname) ||
    url.pathname.endsWith('/sendMessage') ||
    url.pathname === '/api/v1/statuses' ||
    url.pathname === '/xrpc/com.atproto.repo.createRecord'
  const route = (req: IncomingMessage, url: URL, body: Record<string, unknown>): Reply => {
    if (url.pathname.startsWith('/api/webhooks/')) return discord(req, url, body)
    if (url.pathname.startsWith('/bot')) return telegram(req, url, body)
    if (url.pathname.startsWith('/api/v1/')) return mastodon(req, url, body)
    if (url.pathname.startsWith('/xrpc/')) return bluesky(req, url, body)
    return json(404, { error: 'Not found' })
  }

  let requests = 0
  const state = { hold: false }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests += 1
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: Record<string, unknown> = {}
      const text = Buffer.concat(chunks).toString('utf8')
      if (text) {
        try {
          body = JSON.parse(text)
        } catch {
          problems.push(`not JSON: ${text.slice(0, 80)}`)
        }
        if (req.headers['content-type'] !== 'application/json')
          problems.push(`content-type ${req.headers['content-type']}`)
      }
      const url = new URL(req.url ?? '/', 'http://local')
      const reply = route(req, url, body)
      if (state.hold && req.method === 'POST' && isPost(url)) return
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin(),
    posts,
    problems,
    get requests() {
      return requests
    },
    failNext: (network, count, status) => failures.set(network, { count, status }),
    get hold() {
      return state.hold
    },
    set hold(value: boolean) {
      state.hold = value
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
