import { escapeHtml } from '@spaces/shared/domain/html-escape'
import { type ChannelFetch, call, JSON_HEADERS, parseJson } from './network-http'
import { cut, leadText, type PostContent, whenText } from './post-text'

/** A bot (its token from @BotFather) and the chat it posts to (a numeric id or @channelname). */
export interface TelegramCredentials {
  botToken: string
  chatId: string
}

const pick = (body: Record<string, unknown>) => body.description

function method(apiBase: string, creds: TelegramCredentials, name: string): string {
  return `${apiBase}/bot${creds.botToken}/${name}`
}

/** Checks the bot can see the chat (`getChat`): the chat's title (or @username) is the account shown. */
export async function checkTelegram(
  fetch: ChannelFetch,
  apiBase: string,
  creds: TelegramCredentials,
): Promise<string> {
  const res = await call(
    fetch,
    'Telegram',
    method(apiBase, creds, 'getChat'),
    { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ chat_id: creds.chatId }) },
    pick,
  )
  const chat = parseJson(res.text)?.result as { title?: unknown; username?: unknown } | undefined
  if (typeof chat?.title === 'string' && chat.title) return chat.title
  if (typeof chat?.username === 'string' && chat.username) return `@${chat.username}`
  return creds.chatId
}

/** The message in Telegram's HTML: every text escaped (`&`, `<`, `>`, quotes), the title a link. */
export function telegramHtml(content: PostContent): string {
  const title = escapeHtml(cut(content.title, 300))
  return `<b>${escapeHtml(leadText(content))}</b>: <a href="${escapeHtml(content.url)}">${title}</a>\n${escapeHtml(whenText(content))}\n${escapeHtml(content.url)}`
}

/** Bot API `sendMessage` with parse_mode HTML. */
export async function postTelegram(
  fetch: ChannelFetch,
  apiBase: string,
  creds: TelegramCredentials,
  content: PostContent,
): Promise<{ status: number; remoteUrl: string | null }> {
  const body = { chat_id: creds.chatId, text: telegramHtml(content), parse_mode: 'HTML' }
  const res = await call(
    fetch,
    'Telegram',
    method(apiBase, creds, 'sendMessage'),
    { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) },
    pick,
  )
  return { status: res.status, remoteUrl: null }
}
