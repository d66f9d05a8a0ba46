import { toSingleLine } from '@spaces/shared/domain/clean-text'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { paths } from '@spaces/shared/paths'
import type { TNotificationKind } from '@spaces/shared/schemas/notifications'
import { escapeHtml } from '../../../../lib/html'
import {
  composeMail,
  listIdFor,
  MAIL_SITE_NAME,
  type MailBlock,
  type MailFooter,
  mailButton,
  mailParagraph,
  paragraphBlock,
  siteHost,
} from '../../../../lib/mail-layout'

/** A Space as an alert names it. */
export interface AlertSpace {
  id: number
  title: string
  scheduled_start: number
  space_url: string
  username: string
  display_name: string | null
}

export interface AlertContent {
  kind: TNotificationKind
  /** One Space (reminder, live, change) or several of one host (new_space, digest). */
  spaces: AlertSpace[]
  /** Reminders: the minutes chosen; changes: whether it was canceled. */
  minutes?: number
  canceled?: boolean
}

export const hostLabel = (space: Pick<AlertSpace, 'display_name' | 'username'>) =>
  toSingleLine(space.display_name ?? '') || `@${space.username}`

const joinUrl = (space: AlertSpace) =>
  space.space_url || `https://x.com/${encodeURIComponent(space.username)}`

function minutesText(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`
  return `${minutes} min`
}

/** The one-line title every channel uses (mail subject, push title). */
export function alertTitle(content: AlertContent): string {
  const first = content.spaces[0]
  if (!first) return MAIL_SITE_NAME
  const host = hostLabel(first)
  switch (content.kind) {
    case 'reminder':
      return `Starts in ${minutesText(content.minutes ?? 15)}: ${first.title}`
    case 'live':
      return `Live now: ${first.title}`
    case 'change':
      return content.canceled ? `Canceled: ${first.title}` : `Moved: ${first.title}`
    case 'new_space':
      return content.spaces.length === 1
        ? `New Space from ${host}: ${first.title}`
        : `${content.spaces.length} new Spaces from ${host}`
    case 'digest':
      return `Your week of Spaces: ${content.spaces.length} coming up`
  }
}

/** One sentence per Space: its title, host and time in the reader's zone. */
export function spaceLine(space: AlertSpace, zone: string): string {
  return `${space.title} by ${hostLabel(space)}, ${formatStartWithYear(space.scheduled_start, zone)}`
}

export interface AlertMail {
  subject: string
  html: string
  text: string
  /** RFC 2919: the alerts are a list of their own, beside the newsletter. */
  listId: string
}

/** An alert mail: every Space named with host and time, links to its page and to Join, one-click unsubscribe. */
export function alertMail(
  content: AlertContent,
  options: { baseUrl: string; zone: string; email: string; unsubscribeUrl: string },
): AlertMail {
  const { baseUrl, zone } = options
  const subject = alertTitle(content)
  const kindName: Record<TNotificationKind, string> = {
    reminder: 'reminders',
    new_space: 'new Space alerts',
    live: '"live now" alerts',
    change: 'change notices',
    digest: 'the weekly digest',
  }
  const footer: MailFooter = {
    reason: `You get this email because you asked for ${kindName[content.kind]} from ${MAIL_SITE_NAME} at ${options.email} on ${siteHost(baseUrl)}. Unsubscribing stops ${kindName[content.kind]} only.`,
    unsubscribeUrl: options.unsubscribeUrl,
  }
  const intro =
    content.kind === 'change' && content.canceled
      ? 'This Space you asked to be reminded of was canceled: it will not take place.'
      : content.kind === 'change'
        ? 'This Space you asked to be reminded of has a new time.'
        : null
  const blocks: MailBlock[] = intro ? [paragraphBlock(intro)] : []
  for (const space of content.spaces) {
    const pageUrl = new URL(paths.space(space.id), baseUrl).toString()
    blocks.push({
      html: [
        mailParagraph(spaceLine(space, zone)),
        mailButton(joinUrl(space), 'Join on X'),
        `<p style="margin:0 0 16px"><a href="${escapeHtml(pageUrl)}">Space page</a></p>`,
      ].join('\n'),
      text: [spaceLine(space, zone), `Join: ${joinUrl(space)}`, `Space page: ${pageUrl}`].join('\n\n'),
    })
  }
  return {
    ...composeMail({ baseUrl, subject, blocks, footer }),
    listId: listIdFor(baseUrl, { label: 'alerts', name: 'alerts' }),
  }
}
