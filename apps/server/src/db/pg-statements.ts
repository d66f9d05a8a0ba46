import { createHash } from 'node:crypto'
import type { PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'

/**
 * A query whose SQL text starts with this is a named statement on PostgreSQL: each pooled connection
 * parses and plans it once, then only binds and runs it (the cache-missed list page, whose planning
 * cost as much as a third of its running). For the few hot reads of a fixed shape only: every distinct
 * text stays prepared on every connection for the connection's life.
 */
export const PREPARED_ONCE = '/* prepared once */ '

/** The pool as Kysely's PostgresDialect uses it, with PREPARED_ONCE texts run as named statements. */
export function namedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect()
      let known = wrapped.get(client)
      if (!known) {
        known = wrap(client)
        wrapped.set(client, known)
      }
      return known
    },
  }
}

const names = new Map<string, string>()

/** One name per text, the same on every connection and in every process. */
function nameOf(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `prepared_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
    // Only a few texts start with PREPARED_ONCE; the bound is a guard against a misuse.
    if (names.size >= 100) names.clear()
    names.set(text, name)
  }
  return name
}

function wrap(client: pg.PoolClient): PostgresPoolClient {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: the two overloads of PostgresPoolClient.query
    query: ((textOrCursor: any, parameters?: readonly unknown[]) => {
      if (typeof textOrCursor === 'string' && textOrCursor.startsWith(PREPARED_ONCE)) {
        const name = nameOf(textOrCursor)
        return client.query({ name, text: textOrCursor, values: parameters as unknown[] })
      }
      return typeof textOrCursor === 'string'
        ? client.query(textOrCursor, parameters as unknown[])
        : client.query(textOrCursor)
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  }
}
