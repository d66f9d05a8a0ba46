import { msg } from '../../../i18n/message'
import { type ChannelFetch, call, JSON_HEADERS, parseJson } from './network-http'
import { cut, leadText, type PostContent, postWord, startText } from './post-text'

/** A Discord channel webhook: https://discord.com/api/webhooks/<id>/<token>. */
export interface DiscordCredentials {
  webhookUrl: string
}

const pick = (body: Record<string, unknown>) => body.message

/** Checks the webhook exists (Discord answers its name and channel): the name is the account shown. */
export async function checkDiscord(fetch: ChannelFetch, creds: DiscordCredentials): Promise<string> {
  const res = await call(
    fetch,
    'Discord',
    creds.webhookUrl,
    { method: 'GET', headers: { accept: 'application/json' } },
    pick,
  )
  const name = parseJson(res.text)?.name
  return typeof name === 'string' && name ? name : 'Discord webhook'
}

/**
 * Executes the webhook with one embed (title, link, start time and fields); `wait=true` makes Discord
 * answer the message it created. Mentions are off: a Space's title never pings anyone.
 */
export async function postDiscord(
  fetch: ChannelFetch,
  creds: DiscordCredentials,
  content: PostContent,
): Promise<{ status: number; remoteUrl: string | null }> {
  const url = new URL(creds.webhookUrl)
  url.searchParams.set('wait', 'true')
  const body = {
    content: leadText(content),
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(content.title, 256),
        url: content.url,
        timestamp: new Date(content.startsAt * 1000).toISOString(),
        color: content.event === 'live' ? 0xd93025 : 0x1d9bf0,
        fields: [
          {
            name: postWord(content, content.event === 'live' ? msg('Started') : msg('Starts')),
            value: startText(content),
            inline: false,
          },
          { name: postWord(content, msg('Space page')), value: content.url, inline: false },
        ],
      },
    ],
  }
  const res = await call(
    fetch,
    'Discord',
    url.toString(),
    { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) },
    pick,
  )
  return { status: res.status, remoteUrl: null }
}
