import { createHash } from 'node:crypto'
import { ChannelError, type ChannelFetch, call, JSON_HEADERS, parseJson } from './network-http'
import { cut, leadText, type PostContent, whenText } from './post-text'

/** A handle (or DID) and an app password (Settings → App passwords), on `service` (a PDS). */
export interface BlueskyCredentials {
  handle: string
  appPassword: string
}

const pick = (body: Record<string, unknown>) =>
  [body.error, body.message].filter((part) => typeof part === 'string' && part).join(': ')

/** A Bluesky post holds at most 300 graphemes; code points are never fewer, so counting them is safe. */
const MAX_POST = 300

interface Session {
  did: string
  handle: string
  accessJwt: string
}

async function createSession(
  fetch: ChannelFetch,
  service: string,
  creds: BlueskyCredentials,
): Promise<Session> {
  const res = await call(
    fetch,
    'Bluesky',
    `${service}/xrpc/com.atproto.server.createSession`,
    {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ identifier: creds.handle, password: creds.appPassword }),
    },
    pick,
  )
  const body = parseJson(res.text) ?? {}
  const { did, handle, accessJwt } = body as Record<string, unknown>
  if (typeof did !== 'string' || typeof accessJwt !== 'string') {
    throw new Error('Bluesky answered createSession without a did and an access token.')
  }
  return { did, handle: typeof handle === 'string' ? handle : creds.handle, accessJwt }
}

/** Checks the app password by opening a session: `@handle` is the account shown. */
export async function checkBluesky(
  fetch: ChannelFetch,
  service: string,
  creds: BlueskyCredentials,
): Promise<string> {
  return `@${(await createSession(fetch, service, creds)).handle}`
}

/**
 * The post's text and its link facet: the page link ends the text, and a facet marks it by its UTF-8
 * byte offsets (what the AT Protocol counts), so a title in any script still links the right bytes.
 */
export function blueskyRecord(content: PostContent, createdAt: string) {
  const lead = `${leadText(content)}: `
  const tail = `\n${whenText(content)}\n`
  const room = MAX_POST - Array.from(lead + tail + content.url).length
  const head = `${lead}${cut(content.title, Math.max(1, room))}${tail}`
  const byteStart = Buffer.byteLength(head, 'utf8')
  return {
    $type: 'app.bsky.feed.post',
    text: head + content.url,
    createdAt,
    langs: [content.locale],
    facets: [
      {
        index: { byteStart, byteEnd: byteStart + Buffer.byteLength(content.url, 'utf8') },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: content.url }],
      },
    ],
  }
}

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz'

/**
 * The record's key, a TID (13 base32-sortable characters of 53 bits of microseconds and 10 of clock
 * id) made from the outbox row, so every attempt of one post writes the same record: a repeat after a
 * lost answer is refused by the PDS instead of posting twice.
 */
export function recordKey(content: Pick<PostContent, 'serial' | 'plannedAt' | 'key'>): string {
  const micros = BigInt(content.plannedAt) * 1_000_000n + BigInt(content.serial % 1_000_000)
  const clock = BigInt(createHash('sha256').update(content.key).digest()[0] ?? 0) * 4n
  let value = ((micros & ((1n << 53n) - 1n)) << 10n) | (clock & 1023n)
  let out = ''
  for (let i = 0; i < 13; i += 1) {
    out = TID_ALPHABET[Number(value & 31n)] + out
    value >>= 5n
  }
  return out
}

/**
 * Whether the account's repository already holds the record (`getRecord`): an earlier attempt whose
 * answer was lost may have made it, and a PDS answers a second `createRecord` of the same key with a
 * 500 rather than a clear refusal.
 */
async function recordExists(
  fetch: ChannelFetch,
  service: string,
  session: Session,
  rkey: string,
): Promise<boolean> {
  const query = new URLSearchParams({ repo: session.did, collection: 'app.bsky.feed.post', rkey })
  const res = await call(
    fetch,
    'Bluesky',
    `${service}/xrpc/com.atproto.repo.getRecord?${query}`,
    { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${session.accessJwt}` } },
    pick,
  ).catch((err: unknown) => {
    if (err instanceof ChannelError && err.status === 400 && /RecordNotFound/.test(err.message)) return null
    throw err
  })
  return res !== null
}

/**
 * `createSession`, then `createRecord` of an `app.bsky.feed.post` in the account's repository under the
 * post's own record key; a post tried before is first looked for, so it is never made twice.
 */
export async function postBluesky(
  fetch: ChannelFetch,
  service: string,
  creds: BlueskyCredentials,
  content: PostContent,
): Promise<{ status: number; remoteUrl: string | null }> {
  const session = await createSession(fetch, service, creds)
  const rkey = recordKey(content)
  const remoteUrl = `https://bsky.app/profile/${session.handle}/post/${rkey}`
  if (content.retrying && (await recordExists(fetch, service, session, rkey)))
    return { status: 200, remoteUrl }
  const body = {
    repo: session.did,
    collection: 'app.bsky.feed.post',
    rkey,
    record: blueskyRecord(content, new Date(content.plannedAt * 1000).toISOString()),
  }
  const res = await call(
    fetch,
    'Bluesky',
    `${service}/xrpc/com.atproto.repo.createRecord`,
    {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${session.accessJwt}` },
      body: JSON.stringify(body),
    },
    pick,
  ).catch((err: unknown) => {
    // The record key is the post's own: "already exists" means an earlier attempt made it.
    if (err instanceof ChannelError && err.status !== null && /already exists/i.test(err.message)) {
      return { status: 200, text: '' }
    }
    throw err
  })
  return { status: res.status, remoteUrl }
}
