import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable'

/** The error node-postgres raises for a server's ErrorResponse, with its SQLSTATE. */
function pgError(code: string, message: string): pg.DatabaseError {
  const err = new pg.DatabaseError(message, message.length, 'error')
  err.code = code
  err.severity = 'FATAL'
  return err
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection does not exist'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['55000', 'database "spaces" is not currently accepting connections'],
    ['53300', 'sorry, too many clients already'],
  ])('%s (%s) means the database is unavailable: 503', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true)
  })

  it.each([
    ['23505', 'duplicate key value violates unique constraint "users_username_key"'],
    ['22P02', 'invalid input syntax for type integer'],
    ['42P01', 'relation "nope" does not exist'],
    ['55P03', 'could not obtain lock on row in relation "spaces"'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])('%s (%s) is not about availability', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false)
  })

  it('knows the network errors and ignores what is not an error', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('08006')).toBe(false)
  })
})
