import type { Locale } from '@spaces/shared/i18n/locales'
import { PAGES } from '@spaces/shared/paths'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { siteHost } from '../../lib/mail-layout'
import type { OutgoingMail } from '../../lib/mailer'
import { listMailReaders, type MailReader } from '../shared/mail-addresses.queries'
import { mailOwnerNotices, turnedOffMail } from '../shared/owner-notices'
import type { ChannelsDeps } from './channels.deps'
import { clearNotice, listPendingNotices, OFF_REFUSED, OFF_TIRED } from './channels.outcomes.queries'

type OffChannel = Awaited<ReturnType<typeof listPendingNotices>>[number]

const NETWORK_NAMES = { discord: 'Discord', telegram: 'Telegram', mastodon: 'Mastodon', bluesky: 'Bluesky' }

/** The reasons a channel is turned off, for the mail's reader. */
const REASONS = {
  [OFF_REFUSED]: msg('The network refused the channel’s credentials, so the channel was turned off.'),
  [OFF_TIRED]: msg('Every post failed for a day, so the channel was turned off.'),
}

/** The reasons as messages, for the dashboard's answer (channels.presenter.ts). */
export const OFF_REASON_MESSAGES = Object.values(REASONS)

/** Who is told a channel was turned off: the profile's owner, or for a site-wide channel every admin. */
const readersOf = (db: Kysely<Database>, channel: OffChannel, fallback: Locale) =>
  listMailReaders(db, channel.owner_id === null ? { admins: true } : { ids: [channel.owner_id] }, fallback)

/** Tells a reader, in their language, that a channel was turned off, why, and how to turn it back on. */
export function channelOffMail(baseUrl: string, channel: OffChannel, reader: MailReader): OutgoingMail {
  const network = NETWORK_NAMES[channel.network]
  const reason = channel.off_reason ?? OFF_TIRED
  return turnedOffMail(baseUrl, reader, {
    kind: 'channel-off',
    id: channel.id,
    subject: msg('Your Spaces Calendar channel on {network} was turned off', { network }),
    what: msg('Your channel on {network} ({account}) was turned off: Spaces are no longer posted to it.', {
      network,
      account: channel.account,
    }),
    why: REASONS[reason as keyof typeof REASONS] ?? reason,
    remedy: msg(
      'Once it works again, open Channels on your dashboard ({url}) and connect it again, or post a failed post again: that turns it back on.',
      { url: `${baseUrl}${PAGES.dashboardChannels}` },
    ),
    because: msg('You get this email because this channel posts Spaces from {host}.', {
      host: siteHost(baseUrl),
    }),
  })
}

/** Mails the owners of channels turned off; false when a mail could not go (tried again later). */
export function sendChannelNotices(deps: ChannelsDeps, log: FastifyBaseLogger): Promise<boolean> {
  return mailOwnerNotices({
    mailer: deps.mailer,
    log,
    what: 'channel',
    pending: () => listPendingNotices(deps.db, 10),
    recipients: (channel) => readersOf(deps.db, channel, deps.defaultLocale),
    compose: (channel, reader) => channelOffMail(deps.baseUrl, channel, reader),
    clear: (id) => clearNotice(deps.db, id),
  })
}
