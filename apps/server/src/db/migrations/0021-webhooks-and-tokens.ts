import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code. Runs on SQLite and PostgreSQL (the trigger syntax differs).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/** The Space columns a deleted Space's event keeps, so its webhook can still show it. */
const SNAPSHOT_COLUMNS = [
  'id',
  'host_id',
  'title',
  'description',
  'space_url',
  'scheduled_start',
  'state',
  'recording_url',
  'recording_platform',
  'host_timezone',
  'series_id',
  'source',
  'x_state',
  'live_listeners',
  'x_import_id',
]

/**
 * - webhook_endpoints: where a profile's (or, with no host, the whole site's) events are posted, with
 *   the signing secret; disabled after a 410 or a day of failures.
 * - space_events: one row per thing that happened to a Space, written by triggers on `spaces`, so
 *   every write path (forms, the API, the X import, the job that marks Spaces ended) tells it and none
 *   can forget; unique per (Space, event, key) so an event is recorded once.
 * - webhook_deliveries: the outbox, one row per (endpoint, event), claimed like the mail outboxes.
 *   `kind` names the sender, so other channels can share the table.
 * - api_tokens: named bearer tokens, stored as a hash.
 */
export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const identity = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'integer', identity)
    .addColumn('host_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('disabled_reason', 'text')
    .addColumn('disabled_at', 'bigint')
    .addColumn('notice_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failing_since', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('webhook_endpoints_host_idx')
    .on('webhook_endpoints')
    .column('host_id')
    .execute()

  await db.schema
    .createTable('space_events')
    .addColumn('id', 'integer', identity)
    .addColumn('space_id', 'integer', (c) => c.notNull())
    .addColumn('host_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_key', 'bigint', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('snapshot', 'text')
    .addColumn('planned', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('space_events_once', ['space_id', 'event', 'event_key'])
    .execute()
  await db.schema
    .createIndex('space_events_planned_idx')
    .on('space_events')
    .columns(['planned', 'id'])
    .execute()

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('webhook'))
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('first_attempt_at', 'bigint')
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('webhook_deliveries_once', ['endpoint_id', 'event_id'])
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute()

  if (isPostgres) await postgresTriggers(db)
  else await sqliteTriggers(db)
}

/** What each trigger writes: the event, its key (what makes a repeat the same event) and its time. */
const EVENTS = {
  scheduled: `'space.scheduled', 0, NEW.created_at`,
  insertLive: `'space.live', 0, NEW.created_at`,
  live: `'space.live', 0, NEW.updated_at`,
  ended: `'space.ended', 0, NEW.updated_at`,
  canceled: `'space.canceled', NEW.sequence, NEW.updated_at`,
  updated: `'space.updated', NEW.sequence, NEW.updated_at`,
}

const IS_UPCOMING = `NEW.state = 'upcoming' and coalesce(NEW.x_state, '') not in ('ended', 'canceled')`
const WHEN = {
  live: `NEW.x_state = 'live' and coalesce(OLD.x_state, '') <> 'live'`,
  ended: `coalesce(NEW.x_state, '') <> 'canceled' and ((NEW.state = 'ended' and OLD.state <> 'ended') or (NEW.x_state = 'ended' and coalesce(OLD.x_state, '') <> 'ended'))`,
  canceled: `NEW.x_state = 'canceled' and coalesce(OLD.x_state, '') <> 'canceled'`,
  updated: `NEW.sequence > OLD.sequence and coalesce(NEW.x_state, '') <> 'canceled'`,
}

async function sqliteTriggers(db: Db): Promise<void> {
  const insert = (values: string) =>
    `insert or ignore into space_events (space_id, host_id, event, event_key, occurred_at) values (NEW.id, NEW.host_id, ${values});`
  await sql`create trigger space_events_insert after insert on spaces when ${sql.raw(IS_UPCOMING)}
    begin ${sql.raw(insert(EVENTS.scheduled))} end`.execute(db)
  await sql`create trigger space_events_insert_live after insert on spaces when NEW.x_state = 'live'
    begin ${sql.raw(insert(EVENTS.insertLive))} end`.execute(db)
  for (const name of ['live', 'ended', 'canceled', 'updated'] as const) {
    await sql`create trigger ${sql.raw(`space_events_${name}`)} after update on spaces when ${sql.raw(WHEN[name])}
      begin ${sql.raw(insert(EVENTS[name]))} end`.execute(db)
  }
  const snapshot = `json_object(${SNAPSHOT_COLUMNS.map((c) => `'${c}', OLD.${c}`).join(', ')})`
  await sql`create trigger space_events_delete after delete on spaces when OLD.state = 'upcoming'
    begin
      insert or ignore into space_events (space_id, host_id, event, event_key, occurred_at, snapshot)
      values (OLD.id, OLD.host_id, 'space.canceled', -1, cast(strftime('%s', 'now') as integer), ${sql.raw(snapshot)});
    end`.execute(db)
}

async function postgresTriggers(db: Db): Promise<void> {
  const insert = (values: string) =>
    `insert into space_events (space_id, host_id, event, event_key, occurred_at) values (NEW.id, NEW.host_id, ${values}) on conflict do nothing;`
  const snapshot = `json_build_object(${SNAPSHOT_COLUMNS.map((c) => `'${c}', OLD.${c}`).join(', ')})::text`
  await sql`create function record_space_events() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then
        if ${sql.raw(IS_UPCOMING)} then ${sql.raw(insert(EVENTS.scheduled))} end if;
        if NEW.x_state = 'live' then ${sql.raw(insert(EVENTS.insertLive))} end if;
      elsif TG_OP = 'UPDATE' then
        if ${sql.raw(WHEN.live)} then ${sql.raw(insert(EVENTS.live))} end if;
        if ${sql.raw(WHEN.ended)} then ${sql.raw(insert(EVENTS.ended))} end if;
        if ${sql.raw(WHEN.canceled)} then ${sql.raw(insert(EVENTS.canceled))} end if;
        if ${sql.raw(WHEN.updated)} then ${sql.raw(insert(EVENTS.updated))} end if;
      elsif OLD.state = 'upcoming' then
        insert into space_events (space_id, host_id, event, event_key, occurred_at, snapshot)
        values (OLD.id, OLD.host_id, 'space.canceled', -1, extract(epoch from now())::bigint, ${sql.raw(snapshot)})
        on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger space_events after insert or update or delete on spaces
    for each row execute function record_space_events()`.execute(db)
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists space_events on spaces`.execute(db)
    await sql`drop function if exists record_space_events`.execute(db)
  } else {
    for (const name of ['insert', 'insert_live', 'live', 'ended', 'canceled', 'updated', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`space_events_${name}`)}`.execute(db)
    }
  }
  for (const table of ['api_tokens', 'webhook_deliveries', 'space_events', 'webhook_endpoints']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
