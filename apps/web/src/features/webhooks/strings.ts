import type { TWebhookEvent } from '@spaces/shared/schemas/webhooks'
import { msg, t } from '../../i18n/i18n'

/**
 * Every string the Webhooks and API tokens screens show, in one place (for translation), each said
 * in the page's language when read; the event names are said with `t(EVENT_LABELS[event])`.
 */
export const EVENT_LABELS: Record<TWebhookEvent, string> = {
  'space.scheduled': msg('A Space is scheduled'),
  'space.updated': msg('A Space changes'),
  'space.live': msg('A Space goes live'),
  'space.ended': msg('A Space ends'),
  'space.canceled': msg('A Space is canceled'),
}

export const WEBHOOK_TEXT = {
  get title() {
    return t('Webhooks')
  },
  get intro() {
    return t(
      'A webhook posts each event of your Spaces to an address of yours, signed as Standard Webhooks, so a bot or a script can react to it.',
    )
  },
  delegated: (owner: string, handle: string) =>
    t('You are managing {owner} webhooks (@{handle}).', { owner, handle }),
  get urlLabel() {
    return t('Receiver URL')
  },
  get urlHint() {
    return t('An https address that answers 2xx. Redirects are not followed.')
  },
  get eventsLegend() {
    return t('Events to send')
  },
  get connect() {
    return t('Connect webhook')
  },
  get connecting() {
    return t('Connecting...')
  },
  get secretTitle() {
    return t('Signing secret')
  },
  get secretOnce() {
    return t('Copy it now: it is shown only this once. Your receiver verifies each delivery with it.')
  },
  get secretDone() {
    return t('I have copied it')
  },
  get listTitle() {
    return t('Connected webhooks')
  },
  get loading() {
    return t('Loading webhooks...')
  },
  get loadError() {
    return t('The webhooks could not be loaded.')
  },
  get retry() {
    return t('Try again')
  },
  get empty() {
    return t('No webhooks yet. Connect one above to be told when your Spaces change.')
  },
  get active() {
    return t('Active')
  },
  get disabled() {
    return t('Turned off')
  },
  get showLog() {
    return t('Delivery log')
  },
  get hideLog() {
    return t('Hide delivery log')
  },
  get remove() {
    return t('Delete')
  },
  get confirmRemove() {
    return t('Delete this webhook and its delivery log?')
  },
  get logLoading() {
    return t('Loading deliveries...')
  },
  get logError() {
    return t('The delivery log could not be loaded.')
  },
  get logEmpty() {
    return t('Nothing sent yet. Deliveries show here as your Spaces change.')
  },
  get resend() {
    return t('Resend')
  },
  get resent() {
    return t('Queued to send again.')
  },
  attempts: (count: number) => t('{count, plural, one {# attempt} other {# attempts}}', { count }),
  answered: (code: number | null) =>
    code === null ? t('no answer') : t('answered {code}', { code: String(code) }),
  get status() {
    return { pending: t('Waiting'), sent: t('Sent'), failed: t('Failed') }
  },
  nextTry: (time: string) => t('next try {time}', { time }),
} as const

export const TOKEN_TEXT = {
  get title() {
    return t('API tokens')
  },
  get intro() {
    return t(
      'An API token lets your own programs use the Spaces Calendar API as you, with Authorization: Bearer and the token. A read token can only read.',
    )
  },
  get nameLabel() {
    return t('Name')
  },
  get nameHint() {
    return t('What the token is for, to tell it apart later.')
  },
  get scopeLegend() {
    return t('Scope')
  },
  get scopeRead() {
    return t('Read: look things up only')
  },
  get scopeWrite() {
    return t('Write: also create, change and delete, as you can')
  },
  get create() {
    return t('Make token')
  },
  get creating() {
    return t('Making token...')
  },
  get tokenTitle() {
    return t('Your new token')
  },
  get tokenOnce() {
    return t('Copy it now: it is shown only this once. Only a fingerprint of it is kept.')
  },
  get done() {
    return t('I have copied it')
  },
  get listTitle() {
    return t('Your tokens')
  },
  get loading() {
    return t('Loading tokens...')
  },
  get loadError() {
    return t('The tokens could not be loaded.')
  },
  get empty() {
    return t('No API tokens yet.')
  },
  get revoke() {
    return t('Revoke')
  },
  get confirmRevoke() {
    return t('Revoke this token? Programs using it stop working at once.')
  },
  get neverUsed() {
    return t('never used')
  },
  lastUsed: (time: string) => t('last used {time}', { time }),
  made: (time: string) => t('made {time}', { time }),
  get scopeName() {
    return { read: t('read'), write: t('write') }
  },
  get endsWith() {
    return t('ends with')
  },
} as const
