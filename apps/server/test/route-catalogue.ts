import type { UserRow } from '../src/db/database'
import { resolveStoredSecret } from '../src/lib/app-secret'
import { randomToken, sha256Hex } from '../src/lib/crypto'
import { signToken } from '../src/lib/signed-token'
import { nowSeconds } from '../src/lib/time'
import { type Actor, createActor, uniqueHandle } from './actors'
import { createChannelPostRow, createChannelRow } from './channel-rows'
import {
  createApiTokenRow,
  createCampaignRow,
  createDeliveryRow,
  createFailedCampaignRow,
  createGlossaryRow,
  createLinkRow,
  createReadingRow,
  createSpaceRow,
  createSubscriberRow,
  createUserRow,
  createWebhookDeliveryRow,
  createWebhookRow,
  grantRow,
} from './factories'
import type { TestServer } from './test-app'

/**
 * Every API route × every actor → the expected status. A route registered without a row here fails
 * the permission matrix's first test, so a new endpoint cannot ship without someone deciding who may
 * call it — and the fuzz test sends it bad input from its first day.
 *
 * Writes target the profile of `host`. Helpers hold grants on that profile: one flag each
 * (spaces / links / profile), one with every flag but expired, one whose grant was revoked.
 */
export const ACTORS = [
  'anonymous',
  'user',
  'host',
  'otherHost',
  'admin',
  'helperSpaces',
  'helperLinks',
  'helperProfile',
  'helperExpired',
  'helperRevoked',
] as const
export type MatrixActor = (typeof ACTORS)[number]
export type Expect = Record<MatrixActor, number>

export interface Context {
  server: TestServer
  actors: Record<MatrixActor, Actor>
  /** The profile every write acts on. */
  host: UserRow
  /** Someone grants are given to and revoked from, who never logs in. */
  bystander: UserRow
}

export interface Row {
  /** The request to make; a function when it needs a fresh resource (made per request). */
  path: string | ((ctx: Context) => string | Promise<string>)
  body?: (ctx: Context) => unknown
  expect: Expect
  /**
   * An unsafe route that takes no CSRF token (`config: { csrf: false }`) and what it requires
   * instead: a secret random token in its own address (a link in an email), or a secret header.
   */
  ownProof?: 'token-in-path' | 'secret-header'
}

type HelperFlag = 'helperSpaces' | 'helperLinks' | 'helperProfile'

const everyone = (status: number): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect
/** Logged in: anyone; anonymous: 401. */
const loggedIn = (status: number): Expect => ({ ...everyone(status), anonymous: 401 })
/** A write on the host's profile: the host, admins, and the helper holding `flag`. */
const onHostProfile = (ok: number, flag?: HelperFlag): Expect => ({
  ...loggedIn(403),
  host: ok,
  admin: ok,
  ...(flag ? { [flag]: ok } : {}),
})
const adminOnly = (ok: number): Expect => ({ ...loggedIn(403), admin: ok })

/** One Space per context for the share picture rows, so the matrix draws it once, not per actor. */
const shareSpaces = new WeakMap<Context, Promise<number>>()
const shareSpaceOf = (ctx: Context): Promise<number> => {
  let id = shareSpaces.get(ctx)
  if (!id) {
    id = createSpaceRow(ctx.server, ctx.host)
    shareSpaces.set(ctx, id)
  }
  return id
}
const hostSpace = async (ctx: Context) => `/api/spaces/${await createSpaceRow(ctx.server, ctx.host)}`
const hostLink = async (ctx: Context) => `/api/profile/links/${await createLinkRow(ctx.server, ctx.host)}`
export const newSpace = (ctx: Context) => ({
  title: 'Matrix Space',
  scheduled_start: nowSeconds() + 86400,
  host_id: ctx.host.id,
})

/**
 * One row per route: a request that reaches it (path, and body for writes) and who may make it.
 * The permission matrix checks `expect`; the fuzz and encoded-path tests use the requests.
 */
export const ROUTE_CATALOGUE: Record<string, Row> = {
  'GET /csrf-token': { path: '/csrf-token', expect: everyone(200) },
  'GET /healthz': { path: '/healthz', expect: everyone(200) },
  'GET /readyz': { path: '/readyz', expect: everyone(200) },
  // Off in the matrix's server (no METRICS_TOKEN): metrics.test.ts has it with the token.
  'GET /metrics': { path: '/metrics', expect: everyone(404) },
  'GET /api/admin/health': { path: '/api/admin/health', expect: adminOnly(200) },
  'GET /api/openapi.json': { path: '/api/openapi.json', expect: everyone(200) },
  'GET /api/auth/user': { path: '/api/auth/user', expect: everyone(200) },
  'GET /api/auth/twitter': { path: '/api/auth/twitter', expect: everyone(200) },
  // Without a valid state every actor is sent back with an error (a redirect, never a session).
  'GET /api/auth/twitter/callback': {
    path: '/api/auth/twitter/callback?state=x&code=y',
    expect: everyone(302),
  },
  'POST /api/auth/logout': { path: '/api/auth/logout', expect: everyone(200) },
  'PUT /api/auth/locale': { path: '/api/auth/locale', body: () => ({ locale: 'es' }), expect: loggedIn(200) },

  'GET /api/hosts': { path: '/api/hosts', expect: everyone(200) },
  'GET /api/spaces': { path: '/api/spaces', expect: everyone(200) },
  'GET /api/spaces/user/:username': {
    path: (ctx) => `/api/spaces/user/${ctx.host.username}`,
    expect: everyone(200),
  },
  'GET /api/spaces/:id': { path: hostSpace, expect: everyone(200) },
  'POST /api/spaces': { path: '/api/spaces', body: newSpace, expect: onHostProfile(201, 'helperSpaces') },
  'POST /api/spaces/recurring': {
    path: '/api/spaces/recurring',
    body: (ctx) => ({ ...newSpace(ctx), recurrence_pattern: 'weekly', repeats: 2 }),
    expect: onHostProfile(201, 'helperSpaces'),
  },
  'PUT /api/spaces/:id': {
    path: hostSpace,
    body: () => ({
      title: 'Edited',
      space_url: 'https://x.com/i/spaces/1Matrix',
      scheduled_start: nowSeconds() + 86400,
    }),
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'DELETE /api/spaces/:id': { path: hostSpace, expect: onHostProfile(200, 'helperSpaces') },

  'GET /api/profile/:username': { path: (ctx) => `/api/profile/${ctx.host.username}`, expect: everyone(200) },
  'PUT /api/profile': {
    path: '/api/profile',
    body: (ctx) => ({ bio: 'Edited in the matrix', host_id: ctx.host.id }),
    expect: onHostProfile(200, 'helperProfile'),
  },
  // The host's import switch follows profile:edit (owner, admin, helper with can_edit_profile).
  'PUT /api/profile/x-import': {
    path: '/api/profile/x-import',
    body: (ctx) => ({ enabled: false, host_id: ctx.host.id }),
    expect: onHostProfile(200, 'helperProfile'),
  },
  // Only for one's own profile, as host or admin.
  'POST /api/profile/sync-from-x': {
    path: '/api/profile/sync-from-x',
    expect: { ...loggedIn(403), host: 200, otherHost: 200, admin: 200 },
  },
  'POST /api/profile/links': {
    path: '/api/profile/links',
    body: (ctx) => ({ platform: 'website', url: 'https://example.org/matrix', host_id: ctx.host.id }),
    expect: onHostProfile(201, 'helperLinks'),
  },
  'PUT /api/profile/links/:id': {
    path: hostLink,
    body: () => ({ platform: 'substack', url: 'https://example.substack.com/' }),
    expect: onHostProfile(200, 'helperLinks'),
  },
  'DELETE /api/profile/links/:id': { path: hostLink, expect: onHostProfile(200, 'helperLinks') },

  'GET /api/access/profiles': { path: '/api/access/profiles', expect: loggedIn(200) },
  'GET /api/access/profile/:userId/collaborators': {
    path: (ctx) => `/api/access/profile/${ctx.host.id}/collaborators`,
    expect: onHostProfile(200),
  },
  'POST /api/access/profile/:userId/grant': {
    path: (ctx) => `/api/access/profile/${ctx.host.id}/grant`,
    body: (ctx) => ({
      collaboratorUsername: ctx.bystander.username,
      canEditProfile: false,
      canManageSpaces: false,
      canManageLinks: false,
    }),
    expect: onHostProfile(201),
  },
  'DELETE /api/access/profile/:userId/revoke/:collaboratorId': {
    path: async (ctx) => {
      await grantRow(ctx.server, ctx.host, ctx.bystander)
      return `/api/access/profile/${ctx.host.id}/revoke/${ctx.bystander.id}`
    },
    expect: onHostProfile(200),
  },

  'POST /api/webhooks': {
    path: '/api/webhooks',
    body: (ctx) => ({ url: 'https://example.org/matrix', events: ['space.live'], host_id: ctx.host.id }),
    expect: onHostProfile(201, 'helperSpaces'),
  },
  'GET /api/webhooks': {
    path: (ctx) => `/api/webhooks?host_id=${ctx.host.id}`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'DELETE /api/webhooks/:id': {
    path: async (ctx) => `/api/webhooks/${await createWebhookRow(ctx.server, ctx.host)}`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'GET /api/webhooks/:id/deliveries': {
    path: async (ctx) => `/api/webhooks/${await createWebhookRow(ctx.server, ctx.host)}/deliveries`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {
    path: async (ctx) => {
      const id = await createWebhookRow(ctx.server, ctx.host)
      return `/api/webhooks/${id}/deliveries/${await createWebhookDeliveryRow(ctx.server, id)}/resend`
    },
    expect: onHostProfile(202, 'helperSpaces'),
  },
  'POST /api/tokens': {
    path: '/api/tokens',
    body: () => ({ name: 'Matrix token', scope: 'read' }),
    expect: loggedIn(201),
  },
  'GET /api/tokens': { path: '/api/tokens', expect: loggedIn(200) },
  // Only one's own: another's token id is as unknown as a made-up one.
  'DELETE /api/tokens/:id': {
    path: async (ctx) => `/api/tokens/${await createApiTokenRow(ctx.server, ctx.host)}`,
    expect: { ...loggedIn(404), host: 200 },
  },

  'GET /api/reading': { path: '/api/reading', expect: everyone(200) },
  'GET /api/reading/host/:username': {
    path: (ctx) => `/api/reading/host/${ctx.host.username}`,
    expect: everyone(200),
  },
  'POST /api/reading': {
    path: '/api/reading',
    body: (ctx) => ({ url: 'https://example.org/essay', title: 'Matrix essay', host_id: ctx.host.id }),
    expect: onHostProfile(201, 'helperProfile'),
  },
  'PUT /api/reading/:id': {
    path: async (ctx) => `/api/reading/${await createReadingRow(ctx.server, ctx.host)}`,
    body: () => ({ url: 'https://example.org/essay', title: 'Edited', pinned: 1 }),
    expect: onHostProfile(200, 'helperProfile'),
  },
  'DELETE /api/reading/:id': {
    path: async (ctx) => `/api/reading/${await createReadingRow(ctx.server, ctx.host)}`,
    expect: onHostProfile(200, 'helperProfile'),
  },

  // Public feeds, the sitemap and robots.txt.
  'GET /feeds/spaces.ics': {
    path: (ctx) => `/feeds/spaces.ics?hosts=${ctx.host.username}`,
    expect: everyone(200),
  },
  'GET /feeds/spaces.xml': { path: '/feeds/spaces.xml', expect: everyone(200) },
  'GET /feeds/spaces.atom': { path: '/feeds/spaces.atom', expect: everyone(200) },
  'GET /feeds/hosts/:username.ics': {
    path: (ctx) => `/feeds/hosts/${ctx.host.username}.ics`,
    expect: everyone(200),
  },
  'GET /feeds/hosts/:username.xml': {
    path: (ctx) => `/feeds/hosts/${ctx.host.username}.xml`,
    expect: everyone(200),
  },
  'GET /feeds/hosts/:username.atom': {
    path: (ctx) => `/feeds/hosts/${ctx.host.username}.atom`,
    expect: everyone(200),
  },
  // The JSON Feed, the embeds and oEmbed are public; a host's embed views follow spaces:manage.
  'GET /feeds/spaces.json': { path: '/feeds/spaces.json', expect: everyone(200) },
  'GET /feeds/hosts/:username.json': {
    path: (ctx) => `/feeds/hosts/${ctx.host.username}.json`,
    expect: everyone(200),
  },
  'GET /embed/hosts/:username': { path: (ctx) => `/embed/hosts/${ctx.host.username}`, expect: everyone(200) },
  'GET /embed/spaces': { path: (ctx) => `/embed/spaces?hosts=${ctx.host.username}`, expect: everyone(200) },
  'GET /embed/spaces/:id': {
    path: async (ctx) => `/embed/spaces/${await shareSpaceOf(ctx)}`,
    expect: everyone(200),
  },
  'GET /embed.js': { path: '/embed.js', expect: everyone(200) },
  'GET /oembed': {
    path: (ctx) =>
      `/oembed?format=json&url=${encodeURIComponent(`${ctx.server.baseUrl}/profile/${ctx.host.username}`)}`,
    expect: everyone(200),
  },
  'GET /api/embed/views': {
    path: (ctx) => `/api/embed/views?host_id=${ctx.host.id}`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'GET /sitemap.xml': { path: '/sitemap.xml', expect: everyone(200) },
  'GET /robots.txt': { path: '/robots.txt', expect: everyone(200) },

  // Channels: a profile's follow spaces:manage; connecting checks the credentials with the network,
  // and nothing answers at the matrix's address (a closed loopback port): 400 once authorized.
  'GET /api/channels': {
    path: (ctx) => `/api/channels?hostId=${ctx.host.id}`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'POST /api/channels': {
    path: '/api/channels',
    body: (ctx) => ({
      network: 'discord',
      webhookUrl: 'http://127.0.0.1:9/api/webhooks/1/matrix-token-abcdefghijklmnop',
      events: ['new'],
      timeZone: 'UTC',
      hostId: ctx.host.id,
    }),
    expect: onHostProfile(400, 'helperSpaces'),
  },
  'PUT /api/channels/:id': {
    path: async (ctx) => `/api/channels/${await createChannelRow(ctx.server, ctx.host)}`,
    body: () => ({ timeZone: 'Europe/Berlin' }),
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'DELETE /api/channels/:id': {
    path: async (ctx) => `/api/channels/${await createChannelRow(ctx.server, ctx.host)}`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'GET /api/channels/:id/posts': {
    path: async (ctx) => `/api/channels/${await createChannelRow(ctx.server, ctx.host)}/posts`,
    expect: onHostProfile(200, 'helperSpaces'),
  },
  'POST /api/channels/:id/posts/:postId/again': {
    path: async (ctx) => {
      const id = await createChannelRow(ctx.server, ctx.host)
      return `/api/channels/${id}/posts/${await createChannelPostRow(ctx.server, id, 'uncertain')}/again`
    },
    expect: onHostProfile(202, 'helperSpaces'),
  },
  'GET /api/admin/channels': { path: '/api/admin/channels', expect: adminOnly(200) },
  'POST /api/admin/channels': {
    path: '/api/admin/channels',
    body: () => ({
      network: 'discord',
      webhookUrl: 'http://127.0.0.1:9/api/webhooks/1/matrix-token-abcdefghijklmnop',
      events: ['new'],
      timeZone: 'UTC',
    }),
    expect: adminOnly(400),
  },

  'GET /api/glossary': { path: '/api/glossary?search=space', expect: everyone(200) },
  'GET /api/search': { path: '/api/search?q=space', expect: everyone(200) },
  'GET /api/glossary/:term': {
    path: async (ctx) => `/api/glossary/${encodeURIComponent(await createGlossaryRow(ctx.server))}`,
    expect: everyone(200),
  },
  'POST /api/glossary': {
    path: '/api/glossary',
    body: () => ({ term: uniqueHandle('term'), category: 'testing', definitions: [] }),
    expect: adminOnly(201),
  },
  'PUT /api/glossary/:term': {
    path: async (ctx) => `/api/glossary/${encodeURIComponent(await createGlossaryRow(ctx.server))}`,
    body: () => ({ term: uniqueHandle('renamed'), category: 'testing', definitions: [] }),
    expect: adminOnly(200),
  },
  'DELETE /api/glossary/:term': {
    path: async (ctx) => `/api/glossary/${encodeURIComponent(await createGlossaryRow(ctx.server))}`,
    expect: adminOnly(200),
  },

  'GET /api/admin/hosts': { path: '/api/admin/hosts', expect: adminOnly(200) },
  'GET /api/admin/x-sync': { path: '/api/admin/x-sync', expect: adminOnly(200) },
  'POST /api/admin/x-sync': { path: '/api/admin/x-sync', expect: adminOnly(200) },
  'GET /api/admin/preapproved': { path: '/api/admin/preapproved', expect: adminOnly(200) },
  'GET /api/admin/mail': { path: '/api/admin/mail', expect: adminOnly(200) },
  // Releasing mail that is not held is a no-op with a sentence: every call answers 200 for an admin.
  'POST /api/admin/mail/release': { path: '/api/admin/mail/release', expect: adminOnly(200) },
  'POST /api/admin/hosts': {
    path: '/api/admin/hosts',
    body: () => ({ username: uniqueHandle('pend') }),
    expect: adminOnly(201),
  },
  'DELETE /api/admin/hosts/:id': {
    path: async (ctx) => `/api/admin/hosts/${(await createUserRow(ctx.server, 'host')).id}`,
    expect: adminOnly(200),
  },
  'DELETE /api/admin/preapproved/:id': {
    path: async (ctx) => {
      const handle = uniqueHandle('pre')
      const row = await ctx.server.app.db
        .insertInto('pending_preapprovals')
        .values({
          username: handle,
          username_key: handle,
          x_user_id: null,
          created_at: nowSeconds(),
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return `/api/admin/preapproved/${row.id}`
    },
    expect: adminOnly(200),
  },

  'GET /api/newsletter/status': { path: '/api/newsletter/status', expect: loggedIn(200) },
  // Before the subscribe row, so nobody in the matrix is subscribed yet: logged in, the answer is the
  // sentence saying so.
  'POST /api/newsletter/unsubscribe': { path: '/api/newsletter/unsubscribe', expect: loggedIn(400) },
  'POST /api/newsletter/subscribe': {
    path: '/api/newsletter/subscribe',
    body: () => ({ email: `${uniqueHandle('sub')}@example.test` }),
    expect: loggedIn(200),
  },
  'GET /api/newsletter/subscribers': { path: '/api/newsletter/subscribers', expect: adminOnly(200) },
  'GET /api/newsletter/subscribers.csv': { path: '/api/newsletter/subscribers.csv', expect: adminOnly(200) },
  'GET /api/newsletter/stats': { path: '/api/newsletter/stats', expect: adminOnly(200) },
  'GET /api/newsletter/campaigns': { path: '/api/newsletter/campaigns', expect: adminOnly(200) },
  'POST /api/newsletter/campaigns': {
    path: '/api/newsletter/campaigns',
    body: () => ({
      subject: 'Matrix campaign',
      content: '<p>Hello <a href="https://example.org/">there</a></p>',
    }),
    expect: adminOnly(201),
  },
  'POST /api/newsletter/campaigns/preview': {
    path: '/api/newsletter/campaigns/preview',
    body: () => ({
      subject: 'Matrix preview',
      content: '<p>Hello <a href="https://example.org/">there</a></p>',
    }),
    expect: adminOnly(200),
  },
  'POST /api/newsletter/campaigns/:id/test': {
    path: async (ctx) => {
      const admin = ctx.actors.admin.user as UserRow
      await createSubscriberRow(ctx.server, {
        user_id: admin.id,
        email: `${admin.username_key}@example.test`,
      })
      // Test sends go only to a confirmed address: the admin's request from the subscribe row is one.
      await ctx.server.app.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'active', confirm_token_hash: null })
        .where('user_id', '=', admin.id)
        .execute()
      return `/api/newsletter/campaigns/${await createCampaignRow(ctx.server)}/test`
    },
    expect: adminOnly(200),
  },
  'POST /api/newsletter/campaigns/:id/send': {
    path: async (ctx) => {
      await createSubscriberRow(ctx.server)
      return `/api/newsletter/campaigns/${await createCampaignRow(ctx.server)}/send`
    },
    expect: adminOnly(202),
  },
  'POST /api/newsletter/campaigns/:id/retry-failed': {
    path: async (ctx) =>
      `/api/newsletter/campaigns/${await createFailedCampaignRow(ctx.server)}/retry-failed`,
    expect: adminOnly(202),
  },
  // A provider's webhook: no session, no CSRF token, only NEWSLETTER_WEBHOOK_SECRET as a bearer token.
  'POST /api/newsletter/bounces': {
    path: '/api/newsletter/bounces',
    body: () => ({ email: 'someone@example.test', type: 'hard' }),
    expect: everyone(401),
    ownProof: 'secret-header',
  },
  // Share pictures (og:image): public, drawn once per content and then served from memory.
  'GET /og/site.png': { path: '/og/site.png', expect: everyone(200) },
  'GET /og/spaces/:id.png': {
    path: async (ctx) => `/og/spaces/${await shareSpaceOf(ctx)}.png`,
    expect: everyone(200),
  },
  'GET /og/profile/:username.png': {
    path: (ctx) => `/og/profile/${encodeURIComponent(ctx.host.username)}.png`,
    expect: everyone(200),
  },
  // The pages and links inside emails: the random token in the address is the proof, for anyone.
  'GET /newsletter/confirm/:token': {
    path: async (ctx) =>
      `/newsletter/confirm/${(await createSubscriberRow(ctx.server, { pending: true })).confirmToken}`,
    expect: everyone(200),
  },
  'POST /newsletter/confirm/:token': {
    path: async (ctx) =>
      `/newsletter/confirm/${(await createSubscriberRow(ctx.server, { pending: true })).confirmToken}`,
    expect: everyone(200),
    ownProof: 'token-in-path',
  },
  'GET /newsletter/unsubscribe/:token': {
    path: async (ctx) =>
      `/newsletter/unsubscribe/${(await createSubscriberRow(ctx.server)).unsubscribeToken}`,
    expect: everyone(200),
  },
  'POST /newsletter/unsubscribe/:token': {
    path: async (ctx) =>
      `/newsletter/unsubscribe/${(await createSubscriberRow(ctx.server)).unsubscribeToken}`,
    expect: everyone(200),
    ownProof: 'token-in-path',
  },
  'GET /newsletter/o/:token': {
    path: async (ctx) => `/newsletter/o/${(await createDeliveryRow(ctx.server)).token}`,
    expect: everyone(200),
  },
  'GET /newsletter/c/:token/:linkId': {
    path: async (ctx) => {
      const delivery = await createDeliveryRow(ctx.server)
      return `/newsletter/c/${delivery.token}/${delivery.linkId}`
    },
    expect: everyone(302),
  },
  // A mail link cut short or with a piece too many: the "This link is not valid" page, for anyone.
  'GET /newsletter/*': { path: '/newsletter/unsubscribe/', expect: everyone(404) },
  // Follows, reminders, notification settings, Web Push, the personal feed and mail links.
  'GET /api/follows': { path: '/api/follows', expect: loggedIn(200) },
  'POST /api/follows': {
    path: '/api/follows',
    body: (ctx) => ({ username: ctx.host.username }),
    expect: loggedIn(201),
  },
  'DELETE /api/follows/:username': {
    path: (ctx) => `/api/follows/${ctx.host.username}`,
    expect: loggedIn(200),
  },
  'GET /api/spaces/reminders': { path: '/api/spaces/reminders', expect: loggedIn(200) },
  'GET /api/spaces/reminder-counts': {
    path: async (ctx) => `/api/spaces/reminder-counts?ids=${await createSpaceRow(ctx.server, ctx.host)}`,
    expect: everyone(200),
  },
  'POST /api/spaces/:id/reminder': {
    path: async (ctx) => `${await hostSpace(ctx)}/reminder`,
    expect: loggedIn(200),
  },
  'DELETE /api/spaces/:id/reminder': {
    path: async (ctx) => `${await hostSpace(ctx)}/reminder`,
    expect: loggedIn(200),
  },
  'GET /api/notifications/settings': { path: '/api/notifications/settings', expect: loggedIn(200) },
  'PUT /api/notifications/settings': {
    path: '/api/notifications/settings',
    body: () => ({ digest: 'weekly', remind_minutes_before: [15, 60] }),
    expect: loggedIn(200),
  },
  'GET /api/notifications/feed': { path: '/api/notifications/feed', expect: loggedIn(200) },
  'POST /api/notifications/feed': { path: '/api/notifications/feed', expect: loggedIn(200) },
  'GET /api/push/key': { path: '/api/push/key', expect: everyone(200) },
  'POST /api/push/subscriptions': {
    path: '/api/push/subscriptions',
    body: () => pushSubscription(),
    expect: loggedIn(201),
  },
  'DELETE /api/push/subscriptions': {
    path: '/api/push/subscriptions',
    body: () => ({ endpoint: pushSubscription().endpoint }),
    expect: loggedIn(200),
  },
  'GET /notifications/confirm/:token': {
    path: async (ctx) => `/notifications/confirm/${await alertsConfirmToken(ctx)}`,
    expect: everyone(200),
  },
  'POST /notifications/confirm/:token': {
    path: async (ctx) => `/notifications/confirm/${await alertsConfirmToken(ctx)}`,
    expect: everyone(200),
    ownProof: 'token-in-path',
  },
  'GET /notifications/unsubscribe/:token': {
    path: async (ctx) => `/notifications/unsubscribe/${await alertsUnsubscribeToken(ctx)}`,
    expect: everyone(200),
  },
  'POST /notifications/unsubscribe/:token': {
    path: async (ctx) => `/notifications/unsubscribe/${await alertsUnsubscribeToken(ctx)}`,
    expect: everyone(200),
    ownProof: 'token-in-path',
  },
  'GET /feeds/me/:token.ics': {
    path: async (ctx) => `/feeds/me/${await personalFeedToken(ctx)}.ics`,
    expect: everyone(200),
  },
}

/** A browser's PushSubscription JSON on a loopback endpoint (allowed outside production). */
export function pushSubscription() {
  return {
    endpoint: `http://127.0.0.1:9/push/${uniqueHandle('ep')}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  }
}

async function ensureAlertsRow(ctx: Context) {
  const now = nowSeconds()
  await ctx.server.app.db
    .insertInto('notification_settings')
    .values({ user_id: ctx.host.id, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

async function alertsConfirmToken(ctx: Context): Promise<string> {
  await ensureAlertsRow(ctx)
  const token = randomToken(24)
  await ctx.server.app.db
    .updateTable('notification_settings')
    .set({
      email: 'matrix@example.test',
      email_key: 'matrix@example.test',
      confirm_token_hash: sha256Hex(token),
    })
    .where('user_id', '=', ctx.host.id)
    .execute()
  return token
}

async function alertsUnsubscribeToken(ctx: Context): Promise<string> {
  await ensureAlertsRow(ctx)
  const key = await resolveStoredSecret(ctx.server.app.db, 'notifications_signing_key', () => randomToken(32))
  return signToken(key, 'unsubscribe', `${ctx.host.id}.live`)
}

async function personalFeedToken(ctx: Context): Promise<string> {
  await ensureAlertsRow(ctx)
  const token = randomToken(24)
  await ctx.server.app.db
    .updateTable('notification_settings')
    .set({ feed_token: token })
    .where('user_id', '=', ctx.host.id)
    .execute()
  return token
}

/** Routes outside the product API: static files, the API docs UI and the X sandbox. */
export function isCatalogueRoute(url: string): boolean {
  return !(url.startsWith('/api/docs') || url.startsWith('/x-sandbox') || url === '/*' || url === '/')
}

/** 'METHOD /path' for every catalogued route the app registers. */
export function registeredRouteKeys(server: TestServer): string[] {
  return server.app.routeList
    .filter((r) => isCatalogueRoute(r.url))
    .map((r) => `${r.method} ${r.url.replace(/\/$/, '') || '/'}`)
}

export async function resolvePath(row: Row, ctx: Context): Promise<string> {
  return typeof row.path === 'function' ? row.path(ctx) : row.path
}

export const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One actor of the matrix, logged in through the real flow; helpers get their grant on `host`. */
export async function createCatalogueActor(
  server: TestServer,
  name: MatrixActor,
  host: UserRow,
): Promise<Actor> {
  if (name === 'otherHost') return createActor(server, 'host')
  if (!name.startsWith('helper')) return createActor(server, name as 'anonymous' | 'user' | 'host' | 'admin')
  const helper = await createActor(server, 'user')
  const user = helper.user as UserRow
  if (name === 'helperSpaces') await grantRow(server, host, user, { spaces: true })
  if (name === 'helperLinks') await grantRow(server, host, user, { links: true })
  if (name === 'helperProfile') await grantRow(server, host, user, { profile: true })
  if (name === 'helperExpired') {
    await grantRow(server, host, user, {
      spaces: true,
      links: true,
      profile: true,
      expiresAt: nowSeconds() - 1,
    })
  }
  if (name === 'helperRevoked') {
    await grantRow(server, host, user, { spaces: true, links: true, profile: true })
    await server.app.db.deleteFrom('collaborator_grants').where('collaborator_id', '=', user.id).execute()
  }
  return helper
}

/** Every actor of the matrix, the host whose profile the writes target, and a bystander. */
export async function createCatalogueContext(server: TestServer): Promise<Context> {
  const host = await createActor(server, 'host')
  const hostUser = host.user as UserRow
  const rest = await Promise.all(
    ACTORS.filter((a) => a !== 'host').map(
      async (name) => [name, await createCatalogueActor(server, name, hostUser)] as const,
    ),
  )
  return {
    server,
    actors: Object.fromEntries([['host', host], ...rest]) as Record<MatrixActor, Actor>,
    host: hostUser,
    bystander: await createUserRow(server),
  }
}
