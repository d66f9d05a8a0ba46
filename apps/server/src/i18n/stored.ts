import type { Locale } from '@spaces/shared/i18n/locales'
import { type Message, type MessageValues, msg } from './message'
import { translate } from './translate'

/**
 * English text the server wrote somewhere (the database, an error's message) before a reader was
 * known, read back as the message it was made from. Each template is a message whose values are only
 * `{name}` placeholders; a text that matches one comes back as that message with the values it held,
 * so it can be said in any language, and its English is unchanged. A text no template knows (one an
 * operator typed, one from an older release) stays as it was written.
 */
export function storedMessage(text: string, templates: readonly Message[]): Message | string {
  for (const template of templates) {
    const names: string[] = []
    const source = template.id
      .split(/(\{[a-zA-Z_]\w*\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(name)
        return '(.+?)'
      })
      .join('')
    const match = new RegExp(`^${source}$`, 's').exec(text)
    if (!match) continue
    if (names.length === 0) return template
    return withValues(template, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])))
  }
  return text
}

/**
 * storedMessage for a sentence that may hold others: each value it holds is read back the same way
 * (or, for a value named in `inside`, against that value's own templates), so the whole line is said
 * in one language. "Not sent: {reason}" holds why a channel was turned off; "… ({detail})" holds
 * "No answer from {host}: {detail}".
 */
export function storedSentence(
  text: string,
  templates: readonly Message[],
  inside: Readonly<Record<string, readonly Message[]>> = {},
): Message | string {
  const message = storedMessage(text, templates)
  if (typeof message === 'string' || message.values === undefined) return message
  const values: Record<string, MessageValues[string]> = {}
  for (const [name, value] of Object.entries(message.values)) {
    const own = inside[name]
    if (typeof value !== 'string') values[name] = value
    else values[name] = own ? storedMessage(value, own) : storedSentence(value, templates, inside)
  }
  return withValues(message, values)
}

/** A template message (marked with msg() where it is defined) said with these values. */
export const withValues = (template: Message, values: MessageValues): Message => ({ id: template.id, values })

/** A message in `locale`; text that is not one is said as it is (it was never a catalog's). */
export const sayIn = (locale: Locale, message: Message | string): string =>
  typeof message === 'string' ? message : translate(locale, message)

/**
 * The short phrases a failed send starts with (lib/mailer.ts: "mail server unreachable"), as
 * messages: the mail server's state and a campaign's retries name them.
 */
export const MAIL_FAILURE_PHRASES: readonly Message[] = [
  msg('mail server unreachable'),
  msg('mail could not be sent'),
  msg('mail could not be written to the outbox folder'),
  msg('mail is held'),
  msg('mail server deferred the message ({code})'),
  msg('mail server turned mail away ({code})'),
  msg('mail server refused the recipient ({code})'),
]

/** A failed send's short phrase as a message (or as it is, when it is none the server says). */
export const mailFailureMessage = (phrase: string): Message | string =>
  storedMessage(phrase, MAIL_FAILURE_PHRASES)
