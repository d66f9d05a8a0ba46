import type { TChannelEvent, TChannelNetwork } from '@spaces/shared/schemas/channels'
import { msg, t } from '../../i18n/i18n'

/**
 * Every sentence of the Channels screen, in one place (the translators' starting point), each said
 * in the page's language when read. The post texts themselves are the server's
 * (features/channels/networks/post-text.ts).
 */
export const CHANNEL_TEXT = {
  get intro() {
    return t(
      'Post your Spaces where your community already is. Each post has the Space’s title, its time in the zone you choose, and its page link.',
    )
  },
  get siteIntro() {
    return t('Site-wide channels post every host’s Spaces. Only admins see and change them.')
  },
  get siteTitle() {
    return t('Site-wide channels')
  },
  get siteShow() {
    return t('Show the site-wide channels')
  },
  get siteHide() {
    return t('Hide the site-wide channels')
  },
  get loading() {
    return t('Loading channels...')
  },
  get loadError() {
    return t('The channels could not be loaded.')
  },
  get retry() {
    return t('Try again')
  },
  connectedAs: (account: string, hint: string) =>
    t('Connected as {account} (secret ending {hint})', { account, hint }),
  get notConnected() {
    return t('Not connected.')
  },
  connectTo: (network: string) => t('Connect {network}', { network }),
  get connecting() {
    return t('Checking with the network...')
  },
  get reconnect() {
    return t('Connect again')
  },
  get disconnect() {
    return t('Disconnect')
  },
  get confirmDisconnect() {
    return t('Disconnect this channel? Its post history is deleted too.')
  },
  get save() {
    return t('Save changes')
  },
  get saved() {
    return t('Saved.')
  },
  get cancel() {
    return t('Cancel')
  },
  get events() {
    return t('Post when')
  },
  get timeZone() {
    return t('Time zone of the posts')
  },
  get posts() {
    return t('Recent posts')
  },
  get postsLoading() {
    return t('Loading posts...')
  },
  get postsEmpty() {
    return t('Nothing posted yet. New Spaces appear here once they are posted.')
  },
  get postsError() {
    return t('The posts could not be loaded.')
  },
  failedCount: (count: number) => t('{count, plural, one {# post failed} other {# posts failed}}', { count }),
  waitingCount: (count: number) =>
    t('{count, plural, one {# post waits to be tried again} other {# posts wait to be tried again}}', {
      count,
    }),
  uncertainCount: (count: number) =>
    t('{count, plural, one {# post may not have been posted} other {# posts may not have been posted}}', {
      count,
    }),
  off: (reason: string) => t('Turned off: {reason} Connect it again to turn it back on.', { reason }),
  get postAgain() {
    return t('Post again')
  },
  get postingAgain() {
    return t('Posting again...')
  },
  get showPosts() {
    return t('Show recent posts')
  },
  get hidePosts() {
    return t('Hide recent posts')
  },
  get noEvents() {
    return t('Choose at least one event.')
  },
  postTitle: (event: string, title: string) => t('{event}: {title}', { event, title }),
  tries: (count: number) => t('{count, plural, one {# try} other {# tries}}', { count }),
} as const

export const NETWORK_NAME: Record<TChannelNetwork, string> = {
  discord: msg('Discord'),
  telegram: msg('Telegram'),
  mastodon: msg('Mastodon'),
  bluesky: msg('Bluesky'),
}

export const EVENT_NAME: Record<TChannelEvent, string> = {
  new: msg('A new Space is scheduled'),
  live: msg('A Space goes live'),
  hour: msg('An hour before a Space starts'),
}

export const POST_EVENT: Record<TChannelEvent, string> = {
  new: msg('New Space'),
  live: msg('Live now'),
  hour: msg('An hour before'),
}

export const POST_STATUS = {
  pending: msg('Waiting to retry'),
  sent: msg('Posted'),
  failed: msg('Failed'),
  uncertain: msg('May have been posted'),
} as const

/** The credential fields each network asks for: name in the API, label, hint, and whether it is secret. */
export const NETWORK_FIELDS: Record<
  TChannelNetwork,
  { name: string; label: string; hint: string; secret?: boolean; placeholder?: string }[]
> = {
  discord: [
    {
      name: 'webhookUrl',
      label: msg('Channel webhook URL'),
      hint: msg(
        'In Discord: the channel’s settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
      ),
      secret: true,
      placeholder: 'https://discord.com/api/webhooks/…',
    },
  ],
  telegram: [
    {
      name: 'botToken',
      label: msg('Bot token'),
      hint: msg('From @BotFather. Add the bot to the group or channel first.'),
      secret: true,
    },
    {
      name: 'chatId',
      label: msg('Chat id'),
      hint: msg('A number such as -1001234567890, or a public @channelname.'),
    },
  ],
  mastodon: [
    {
      name: 'instance',
      label: msg('Instance'),
      hint: msg('Its address.'),
      placeholder: 'https://mastodon.social',
    },
    {
      name: 'accessToken',
      label: msg('Access token'),
      hint: msg('Preferences → Development → New application, with the write:statuses scope.'),
      secret: true,
    },
  ],
  bluesky: [
    { name: 'handle', label: msg('Handle'), hint: msg('Such as name.bsky.social.') },
    {
      name: 'appPassword',
      label: msg('App password'),
      hint: msg('Settings → Privacy and security → App passwords. Never your main password.'),
      secret: true,
      placeholder: 'xxxx-xxxx-xxxx-xxxx',
    },
  ],
}
