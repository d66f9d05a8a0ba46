import { toSingleLine } from '@spaces/shared/domain/clean-text'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { paths } from '@spaces/shared/paths'
import type { TNotificationKind } from '@spaces/shared/schemas/notifications'
import { formatStartIn } from '../../../../i18n/dates'
import { type Message, msg } from '../../../../i18n/message'
import { type Translator, translate, translatorFor } from '../../../../i18n/translate'
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

function minutesText(minutes: number): Message {
  if (minutes >= 1440 && minutes % 1440 === 0) {
    return msg('{count, plural, one {# day} other {# days}}', { count: minutes / 1440 })
  }
  if (minutes >= 60 && minutes % 60 === 0) {
    return msg('{count, plural, one {# hour} other {# hours}}', { count: minutes / 60 })
  }
  return msg('{count} min', { count: minutes })
}

/** The one-line title every channel uses (mail subject, push title), in the reader's language. */
export function alertTitle(content: AlertContent, t: Translator = translatorFor(SOURCE_LOCALE)): string {
  const first = content.spaces[0]
  if (!first) return MAIL_SITE_NAME
  const host = hostLabel(first)
  const title = first.title
  switch (content.kind) {
    case 'reminder':
      return t(msg('Starts in {wait}: {title}', { wait: minutesText(content.minutes ?? 15), title }))
    case 'live':
      return t(msg('Live now: {title}', { title }))
    case 'change':
      return content.canceled ? t(msg('Canceled: {title}', { title })) : t(msg('Moved: {title}', { title }))
    case 'new_space':
      return content.spaces.length === 1
        ? t(msg('New Space from {host}: {title}', { host, title }))
        : t(
            msg('{count, plural, one {# new Space from {host}} other {# new Spaces from {host}}}', {
              count: content.spaces.length,
              host,
            }),
          )
    case 'digest':
      return t(msg('Your week of Spaces: {count} coming up', { count: content.spaces.length }))
  }
}

/** One sentence per Space: its title, host and time in the reader's zone and language. */
export function spaceLine(space: AlertSpace, zone: string, locale: Locale = SOURCE_LOCALE): string {
  const when = formatStartIn(locale, space.scheduled_start, zone)
  return translate(
    locale,
    msg('{title} by {host}, {when}', { title: space.title, host: hostLabel(space), when }),
  )
}

export interface AlertMail {
  subject: string
  html: string
  text: string
  /** RFC 2919: the alerts are a list of their own, beside the newsletter. */
  listId: string
  language: string
}

/** An alert mail: every Space named with host and time, links to its page and to Join, one-click unsubscribe. */
export function alertMail(
  content: AlertContent,
  options: { baseUrl: string; zone: string; email: string; unsubscribeUrl: string; locale?: Locale },
): AlertMail {
  const { baseUrl, zone } = options
  const locale = options.locale ?? SOURCE_LOCALE
  const t = translatorFor(locale)
  const subject = alertTitle(content, t)
  const footer: MailFooter = {
    reason: t(
      msg(
        'You get this email because you asked for {kind, select, reminder {reminders} new_space {new Space alerts} live {"live now" alerts} change {change notices} other {the weekly digest}} from {site} at {email} on {host}. Unsubscribing stops {kind, select, reminder {reminders} new_space {new Space alerts} live {"live now" alerts} change {change notices} other {the weekly digest}} only.',
        { kind: content.kind, site: MAIL_SITE_NAME, email: options.email, host: siteHost(baseUrl) },
      ),
    ),
    unsubscribeUrl: options.unsubscribeUrl,
  }
  const intro =
    content.kind === 'change' && content.canceled
      ? t(msg('This Space you asked to be reminded of was canceled: it will not take place.'))
      : content.kind === 'change'
        ? t(msg('This Space you asked to be reminded of has a new time.'))
        : null
  const blocks: MailBlock[] = intro ? [paragraphBlock(intro)] : []
  for (const space of content.spaces) {
    const pageUrl = new URL(paths.space(space.id), baseUrl).toString()
    blocks.push({
      html: [
        mailParagraph(spaceLine(space, zone, locale)),
        mailButton(joinUrl(space), t(msg('Join on X'))),
        `<p style="margin:0 0 16px"><a href="${escapeHtml(pageUrl)}">${escapeHtml(t(msg('Space page')))}</a></p>`,
      ].join('\n'),
      text: [
        spaceLine(space, zone, locale),
        `${t(msg('Join'))}: ${joinUrl(space)}`,
        `${t(msg('Space page'))}: ${pageUrl}`,
      ].join('\n\n'),
    })
  }
  return {
    ...composeMail({ baseUrl, subject, blocks, footer, locale }),
    listId: listIdFor(baseUrl, { label: 'alerts', name: 'alerts' }),
  }
}
