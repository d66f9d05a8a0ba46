import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import {
  CAMPAIGN_CONTENT_MAX_LENGTH,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  ID_MAX,
  SPACES_WINDOW_MAX_DAYS,
} from '@spaces/shared/limits'
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_PAGE_MAX } from '@spaces/shared/schemas/search'
import { API_TOKEN_NAME_MAX, WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from '@spaces/shared/schemas/webhooks'
import { type Message, msg } from './message'
import { english, translate } from './translate'

/**
 * The sentences of the shared request schemas (packages/shared/src/schemas), which the web app's
 * forms show as they are and the API returns as `issues[].message`. The schemas stay in English
 * (they are shared with the web app, which has catalogs of its own); the server translates their
 * answers by looking each English sentence up here. Every sentence the schemas say must be in this
 * list: schema-messages.test.ts reads the schemas' source and fails on one that is missing.
 */
export const SCHEMA_MESSAGES: readonly Message[] = [
  // common.ts
  msg('Must not contain control characters or invalid characters'),
  msg('Must be one line, without line breaks'),
  msg('Must be a whole number from 1 to {max}', { max: ID_MAX }),
  msg('Must be a whole number from 1 to {max}', { max: SEARCH_PAGE_MAX }),
  msg('Must be a time between 2000-01-01 and 2100-01-01'),
  msg('Must be whole unix seconds'),
  msg('Too long'),
  msg('Must be a whole number of pixels'),
  // spaces.ts and space-list.ts
  msg('Title is required'),
  msg('Invalid URL format'),
  msg('Must be in the future'),
  msg('Start time is required'),
  msg('Repeats must be between 1 and 4'),
  msg('Recurrence pattern must be weekly or monthly'),
  msg('Unknown time zone'),
  msg('Space URL is required'),
  msg('Must be a date and time written YYYY-MM-DDTHH:MM'),
  msg('Needs host_timezone'),
  msg('Must be scheduled_start read in host_timezone'),
  msg('Give both from and to, or neither'),
  msg('from must be before to'),
  msg('The window from–to may span at most {days} days', { days: SPACES_WINDOW_MAX_DAYS }),
  msg('Is not a cursor this list gave; ask again without it'),
  msg('Must be rank or date'),
  // channels.ts
  msg('Choose at least one of: new Space, live now, an hour before.'),
  msg(
    'Paste the webhook URL from the Discord channel’s Integrations → Webhooks (https://discord.com/api/webhooks/…).',
  ),
  msg('Paste the bot token from @BotFather (digits, a colon, then letters).'),
  msg('The chat id is a number (e.g. -1001234567890) or a public @channelname.'),
  msg('The Mastodon instance is its address, e.g. https://mastodon.social.'),
  msg('Paste the access token of an application with the write:statuses scope.'),
  msg('The Bluesky handle looks like name.bsky.social (or a did:plc:…).'),
  msg(
    'Use an app password (Settings → Privacy and security → App passwords: xxxx-xxxx-xxxx-xxxx), never your main password.',
  ),
  msg('Choose a network: discord, telegram, mastodon or bluesky.'),
  msg('Send events or timeZone to change.'),
  // profile.ts, reading.ts, access.ts, glossary.ts, admin.ts
  msg('URL is required'),
  msg('Platform must be one of substack, spotify, youtube, instagram, website, other'),
  msg('Must be a positive number'),
  msg('Must be a number'),
  msg('Must be at least 1'),
  msg('Must be at most 100000'),
  msg('Type must be one of article, video, podcast, book, other'),
  msg('Difficulty must be one of eli5, highschool, undergraduate, graduate, phd, other'),
  msg('Username is required'),
  msg('Expires in must be a whole number of days, from 1 to 3650, or empty for permanent'),
  msg('Access level must be helper, co-host or manager'),
  msg('An X handle has 1 to 15 letters, digits or underscores'),
  msg('Enter a username to add as host'),
  msg('Category is required'),
  msg('Definition is required'),
  msg('Term is required'),
  msg('Each level can have one definition'),
  msg('site_wide must be true or false'),
  // notifications.ts
  msg('Name the host to follow'),
  msg('Choose minutes from 5, 15, 30, 60, 1440'),
  msg('Digest must be off or weekly'),
  msg('Enter a valid email address, like name@example.com'),
  msg('A push subscription needs an https endpoint on a known push service'),
  msg('A push subscription needs its p256dh and auth keys'),
  msg('Name the Spaces as ids separated by commas, like ids=12,15'),
  msg('Ask for at most 100 Spaces at once'),
  msg('enabled must be true or false'),
  // newsletter.ts
  msg('Enter your email address'),
  msg('Must be an email address'),
  msg('An email address has at most 254 characters'),
  msg('Subject is required'),
  msg('Subject must be one line'),
  msg('Subject must be at most {max} characters', { max: CAMPAIGN_SUBJECT_MAX_LENGTH }),
  msg('Content is required'),
  msg('Content must be at most {max, number} characters', { max: CAMPAIGN_CONTENT_MAX_LENGTH }),
  msg('type must be hard or complaint'),
  // search.ts, webhooks.ts
  msg('Search for at most {max} characters', { max: SEARCH_MAX_LENGTH }),
  msg('Must be one of {values}', { values: SEARCH_KINDS.join(', ') }),
  msg('Is not a cursor this search gave; ask again without it'),
  msg('Must be one of {values}', { values: WEBHOOK_EVENTS.join(', ') }),
  msg('Choose at least one event'),
  msg('Each event may be chosen once'),
  msg('The URL is required'),
  msg('The URL must be at most {max} characters', { max: WEBHOOK_URL_MAX }),
  msg('The name is required'),
  msg('The name must be at most {max} characters', { max: API_TOKEN_NAME_MAX }),
  msg('The scope must be read or write'),
]

let byEnglish: Map<string, Message> | undefined

/** A schema sentence's message, found by its English text; undefined for one not in the list. */
export function schemaMessage(text: string): Message | undefined {
  byEnglish ??= new Map(SCHEMA_MESSAGES.map((message) => [english(message), message]))
  return byEnglish.get(text)
}

/** What zod says of a value when a schema names no sentence of its own: its issue, in short. */
export interface SchemaIssue {
  code: string
  message: string
  params?: Record<string, unknown>
}

const number = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0

/** zod's own sentence for an issue (no schema sentence), said again in the reader's words. */
function defaultMessage(issue: SchemaIssue): Message {
  const params = issue.params ?? {}
  const origin = typeof params.origin === 'string' ? params.origin : 'value'
  switch (issue.code) {
    case 'invalid_type':
      return msg(
        '{expected, select, string {Must be text} number {Must be a number} int {Must be a whole number} boolean {Must be true or false} array {Must be a list} object {Must be an object} other {Is not of the expected type}}',
        { expected: String(params.expected ?? 'other') },
      )
    case 'too_big':
      return msg(
        '{origin, select, string {Must be at most {max} characters} array {Must have at most {max} items} other {Must be at most {max}}}',
        { origin, max: number(params.maximum) },
      )
    case 'too_small':
      return msg(
        '{origin, select, string {Must be at least {min} characters} array {Must have at least {min} items} other {Must be at least {min}}}',
        { origin, min: number(params.minimum) },
      )
    case 'invalid_value':
      return Array.isArray(params.values) && params.values.length > 0
        ? msg('Must be one of {values}', { values: params.values.map(String).join(', ') })
        : msg('Is not an accepted value')
    case 'invalid_format':
      return msg('Is not in the expected format')
    case 'unrecognized_keys':
      return msg('Unknown fields: {keys}', {
        keys: Array.isArray(params.keys) ? params.keys.map(String).join(', ') : '',
      })
    default:
      return msg('Is not valid')
  }
}

/**
 * An issue's sentence in `locale`: a schema sentence through the catalog, else zod's own sentence
 * said again from the issue's code. English keeps the schema's text exactly.
 */
export function translateIssue(locale: Locale, issue: SchemaIssue): string {
  if (locale === SOURCE_LOCALE) return issue.message
  const known = schemaMessage(issue.message)
  return translate(locale, known ?? defaultMessage(issue))
}
