import { type ChannelFetch, call, JSON_HEADERS, parseJson } from './network-http'
import { type PostContent, plainPost } from './post-text'

/** An instance's origin (https://mastodon.social) and an access token with `write:statuses`. */
export interface MastodonCredentials {
  instance: string
  accessToken: string
}

const pick = (body: Record<string, unknown>) => body.error

/** Checks the token (`verify_credentials`): `@acct@instance` is the account shown. */
export async function checkMastodon(fetch: ChannelFetch, creds: MastodonCredentials): Promise<string> {
  const res = await call(
    fetch,
    'Mastodon',
    `${creds.instance}/api/v1/accounts/verify_credentials`,
    { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${creds.accessToken}` } },
    pick,
  )
  const acct = parseJson(res.text)?.acct
  return typeof acct === 'string' && acct
    ? `@${acct}@${new URL(creds.instance).host}`
    : new URL(creds.instance).host
}

/**
 * `POST /api/v1/statuses` with an `Idempotency-Key`: Mastodon answers a repeat of the same key with
 * the status it already made, so a post tried again after a lost answer appears once.
 */
export async function postMastodon(
  fetch: ChannelFetch,
  creds: MastodonCredentials,
  content: PostContent,
): Promise<{ status: number; remoteUrl: string | null }> {
  const res = await call(
    fetch,
    'Mastodon',
    `${creds.instance}/api/v1/statuses`,
    {
      method: 'POST',
      headers: {
        ...JSON_HEADERS,
        authorization: `Bearer ${creds.accessToken}`,
        'idempotency-key': content.key,
      },
      body: JSON.stringify({ status: plainPost(content, 300), visibility: 'public' }),
    },
    pick,
  )
  const url = parseJson(res.text)?.url
  return { status: res.status, remoteUrl: typeof url === 'string' ? url : null }
}
