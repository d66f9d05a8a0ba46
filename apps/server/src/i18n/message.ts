/**
 * A sentence the server says to a person, kept apart from the language it is said in: its English
 * ICU MessageFormat text (the catalogs' msgid, docs/translating-server.md) and the values it names. Code
 * writes `msg('There is no host @{handle}.', { handle })`; the answer, mail or page translates it
 * for its reader (i18n/translate.ts). `npm run i18n:extract` finds every `msg('…')` (and the first
 * argument of the error helpers in lib/errors.ts) to keep the catalogs in step with the code.
 */
/** A value may itself be a message (a wait, a phrase), translated into the same language first. */
export type MessageValues = { readonly [name: string]: string | number | Message }

export interface Message {
  readonly id: string
  readonly values?: MessageValues
}

/** Marks an English sentence for the catalogs. The text must be a string literal (the extractor reads it). */
export function msg(id: string, values?: MessageValues): Message {
  return values === undefined ? { id } : { id, values }
}

/** A wait as words ("5 minutes"), for a sentence's `{wait}`: seconds under two minutes, minutes under two hours, else hours. */
export function waitMessage(seconds: number): Message {
  if (seconds < 120)
    return msg('{count, plural, one {# second} other {# seconds}}', {
      count: Math.max(1, Math.ceil(seconds)),
    })
  if (seconds < 120 * 60)
    return msg('{count, plural, one {# minute} other {# minutes}}', { count: Math.ceil(seconds / 60) })
  return msg('{count, plural, one {# hour} other {# hours}}', { count: Math.ceil(seconds / 3600) })
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string'
}
