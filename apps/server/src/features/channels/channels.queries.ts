import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { type Kysely, sql } from 'kysely'
import type { ChannelNetwork, Database } from '../../db/database'

export type ChannelRow = Awaited<ReturnType<typeof findChannel>>

const CHANNEL_COLUMNS = [
  'id',
  'scope',
  'owner_id',
  'network',
  'account',
  'secret_hint',
  'events',
  'time_zone',
  'created_at',
  'status',
  'off_reason',
] as const

/** The channels of one scope (`site` or `user:<id>`), with their failed and waiting posts counted. */
export async function listChannels(db: Kysely<Database>, scope: string) {
  return db
    .selectFrom('channels as c')
    .select(CHANNEL_COLUMNS.map((column) => `c.${column}` as const))
    .select((eb) => [
      eb
        .selectFrom('channel_posts as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.channel_id', '=', 'c.id')
        .where('p.status', '=', 'failed')
        .as('failed'),
      eb
        .selectFrom('channel_posts as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.channel_id', '=', 'c.id')
        .where('p.status', '=', 'pending')
        .where('p.attempts', '>', 0)
        .as('waiting'),
      eb
        .selectFrom('channel_posts as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.channel_id', '=', 'c.id')
        .where('p.status', '=', 'uncertain')
        .as('uncertain'),
    ])
    .where('c.scope', '=', scope)
    .orderBy('c.network')
    .execute()
}

export async function findChannel(db: Kysely<Database>, id: number) {
  return db.selectFrom('channels').select(CHANNEL_COLUMNS).where('id', '=', id).executeTakeFirst()
}

/**
 * Connects a network in a scope, replacing that network's earlier connection there (and its posts'
 * plan); connecting again turns a channel that was turned off back on.
 */
export async function upsertChannel(
  db: Kysely<Database>,
  values: {
    scope: string
    owner_id: number | null
    network: ChannelNetwork
    account: string
    credentials: string
    secret_hint: string
    events: string
    time_zone: string
    created_by: number
  },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('channels')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['scope', 'network']).doUpdateSet({
        account: values.account,
        credentials: values.credentials,
        secret_hint: values.secret_hint,
        events: values.events,
        time_zone: values.time_zone,
        created_by: values.created_by,
        updated_at: now,
        status: 'active',
        off_reason: null,
        off_at: null,
        failing_since: null,
        notice_pending: 0,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateChannel(
  db: Kysely<Database>,
  id: number,
  fields: { events?: string; time_zone?: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('channels')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .execute()
}

export async function deleteChannel(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('channel_posts').where('channel_id', '=', id).execute()
  const result = await db.deleteFrom('channels').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A channel's latest posts (or the one `onlyId`), newest first, with the Space's title. */
export async function listPosts(db: Kysely<Database>, channelId: number, limit: number, onlyId?: number) {
  let query = db
    .selectFrom('channel_posts as p')
    .innerJoin('spaces as s', 's.id', 'p.space_id')
    .select([
      'p.id',
      'p.space_id',
      's.title as space_title',
      'p.event',
      'p.status',
      'p.attempts',
      'p.response_code',
      'p.error',
      'p.created_at',
      'p.sent_at',
      'p.next_attempt_at',
      'p.remote_url',
    ])
    .where('p.channel_id', '=', channelId)
  if (onlyId !== undefined) query = query.where('p.id', '=', onlyId)
  return query.orderBy('p.id', 'desc').limit(limit).execute()
}

/**
 * A channel's sealed credentials and what a post needs of it: its standing, and the language its posts
 * are written in (the profile owner's; a site-wide channel's, and an owner who chose none, `fallback`).
 */
export async function findChannelsForSending(db: Kysely<Database>, ids: number[], fallback: Locale) {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('channels as c')
    .leftJoin('users as u', 'u.id', 'c.owner_id')
    .select([
      'c.id',
      'c.network',
      'c.credentials',
      'c.time_zone',
      'c.status',
      'c.off_reason',
      'u.locale as owner_locale',
    ])
    .where('c.id', 'in', ids)
    .execute()
  return rows.map(({ owner_locale, ...row }) => ({ ...row, locale: parseLocale(owner_locale) ?? fallback }))
}

export async function findSpacesForPosts(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('spaces')
    .select(['id', 'title', 'scheduled_start', 'state', 'x_state'])
    .where('id', 'in', ids)
    .execute()
}

/** The `events` comma list holds `event` (the names share no letters' run, so LIKE is exact). */
const wants = (event: string) => sql<boolean>`c.events like ${`%${event}%`}`
/** The channel covers the Space: the whole site, or the Space's host. */
const covers = sql<boolean>`(c.owner_id is null or c.owner_id = s.host_id)`
/** X did not call it off. */
const notCanceled = sql<boolean>`(s.x_state is null or s.x_state <> 'canceled')`

/**
 * Plans the posts due now, once per (channel, Space, event) whatever the number of instances (the
 * unique key makes a second plan of the same post a no-op):
 *
 * - `new`: a Space created after the channel was connected, within the last day, not yet over;
 * - `live`: a Space X reports live (the X import sets it);
 * - `hour`: a Space starting in 45 to 60 minutes (a site that was down through that quarter of an
 *   hour posts nothing late; a Space made later than that gets no hour-before post).
 */
export async function planPosts(db: Kysely<Database>, now: number): Promise<void> {
  const plans = [
    {
      event: 'new',
      where: sql`s.created_at >= c.created_at and s.created_at >= ${now - 86_400} and s.state = 'upcoming' and ${notCanceled}`,
    },
    { event: 'live', where: sql`s.x_state = 'live'` },
    {
      event: 'hour',
      where: sql`s.scheduled_start > ${now + 45 * 60} and s.scheduled_start <= ${now + 3600} and s.state = 'upcoming' and (s.x_state is null or s.x_state = 'scheduled')`,
    },
  ]
  for (const plan of plans) {
    await sql`
      insert into channel_posts (channel_id, space_id, event, created_at, next_attempt_at)
      select c.id, s.id, ${plan.event}, ${now}, ${now}
      from channels c join spaces s on ${covers}
      where c.status = 'active' and ${wants(plan.event)} and ${plan.where}
      on conflict (channel_id, space_id, event) do nothing`.execute(db)
  }
}
