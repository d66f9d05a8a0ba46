import type { TChannelEvent, TChannelNetwork } from '@spaces/shared/schemas/channels'

/**
 * Every sentence of the Channels screen, in one place (the translators' starting point). The post
 * texts themselves are the server's (features/channels/networks/post-text.ts).
 */
export const CHANNEL_TEXT = {
  intro:
    'Post your Spaces where your community already is. Each post has the Space’s title, its time in the zone you choose, and its page link.',
  siteIntro: 'Site-wide channels post every host’s Spaces. Only admins see and change them.',
  siteTitle: 'Site-wide channels',
  siteShow: 'Show the site-wide channels',
  siteHide: 'Hide the site-wide channels',
  loading: 'Loading channels...',
  loadError: 'The channels could not be loaded.',
  retry: 'Try again',
  connectedAs: (account: string, hint: string) => `Connected as ${account} (secret ending ${hint})`,
  notConnected: 'Not connected.',
  connect: 'Connect',
  connecting: 'Checking with the network...',
  reconnect: 'Connect again',
  disconnect: 'Disconnect',
  confirmDisconnect: 'Disconnect this channel? Its post history is deleted too.',
  save: 'Save changes',
  saved: 'Saved.',
  cancel: 'Cancel',
  events: 'Post when',
  timeZone: 'Time zone of the posts',
  posts: 'Recent posts',
  postsLoading: 'Loading posts...',
  postsEmpty: 'Nothing posted yet. New Spaces appear here once they are posted.',
  postsError: 'The posts could not be loaded.',
  failedCount: (n: number) => (n === 1 ? '1 post failed' : `${n} posts failed`),
  waitingCount: (n: number) =>
    n === 1 ? '1 post waits to be tried again' : `${n} posts wait to be tried again`,
  uncertainCount: (n: number) =>
    n === 1 ? '1 post may not have been posted' : `${n} posts may not have been posted`,
  off: (reason: string) => `Turned off: ${reason} Connect it again to turn it back on.`,
  postAgain: 'Post again',
  postingAgain: 'Posting again...',
  showPosts: 'Show recent posts',
  hidePosts: 'Hide recent posts',
  noEvents: 'Choose at least one event.',
} as const

export const NETWORK_NAME: Record<TChannelNetwork, string> = {
  discord: 'Discord',
  telegram: 'Telegram',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
}

export const EVENT_NAME: Record<TChannelEvent, string> = {
  new: 'A new Space is scheduled',
  live: 'A Space goes live',
  hour: 'An hour before a Space starts',
}

export const POST_EVENT: Record<TChannelEvent, string> = {
  new: 'New Space',
  live: 'Live now',
  hour: 'An hour before',
}

export const POST_STATUS = {
  pending: 'Waiting to retry',
  sent: 'Posted',
  failed: 'Failed',
  uncertain: 'May have been posted',
} as const

/** The credential fields each network asks for: name in the API, label, hint, and whether it is secret. */
export const NETWORK_FIELDS: Record<
  TChannelNetwork,
  { name: string; label: string; hint: string; secret?: boolean; placeholder?: string }[]
> = {
  discord: [
    {
      name: 'webhookUrl',
      label: 'Channel webhook URL',
      hint: 'In Discord: the channel’s settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
      secret: true,
      placeholder: 'https://discord.com/api/webhooks/…',
    },
  ],
  telegram: [
    {
      name: 'botToken',
      label: 'Bot token',
      hint: 'From @BotFather. Add the bot to the group or channel first.',
      secret: true,
    },
    { name: 'chatId', label: 'Chat id', hint: 'A number such as -1001234567890, or a public @channelname.' },
  ],
  mastodon: [
    { name: 'instance', label: 'Instance', hint: 'Its address.', placeholder: 'https://mastodon.social' },
    {
      name: 'accessToken',
      label: 'Access token',
      hint: 'Preferences → Development → New application, with the write:statuses scope.',
      secret: true,
    },
  ],
  bluesky: [
    { name: 'handle', label: 'Handle', hint: 'Such as name.bsky.social.' },
    {
      name: 'appPassword',
      label: 'App password',
      hint: 'Settings → Privacy and security → App passwords. Never your main password.',
      secret: true,
      placeholder: 'xxxx-xxxx-xxxx-xxxx',
    },
  ],
}
