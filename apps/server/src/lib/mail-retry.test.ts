import { describe, expect, it } from 'vitest'
import { FailingRound, hasGivenUp, MAX_RETRY_WAIT_SECONDS, passingFailure, retryWait } from './mail-retry'

const policy = { retrySeconds: 30, giveUpSeconds: 24 * 3600 }

describe('the retry ladder', () => {
  it('doubles from NEWSLETTER_RETRY_SECONDS and never waits more than 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => retryWait(n, 30))).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ])
    expect(retryWait(1, 1)).toBe(1)
    expect(retryWait(11, 1)).toBe(MAX_RETRY_WAIT_SECONDS)
    expect(retryWait(1, 5000)).toBe(MAX_RETRY_WAIT_SECONDS)
  })

  it('gives up only MAIL_GIVE_UP_HOURS after the first attempt', () => {
    const now = 1_800_000_000
    expect(hasGivenUp(null, now, policy)).toBe(false)
    expect(hasGivenUp(now - 24 * 3600 + 1, now, policy)).toBe(false)
    expect(hasGivenUp(now - 24 * 3600, now, policy)).toBe(true)
    expect(passingFailure({ attempts: 40, first_attempt_at: now - 3600 }, 'x', now, policy)).toEqual({
      kind: 'retry',
      error: 'x',
      at: now + 900,
    })
    expect(
      passingFailure(
        { attempts: 2, first_attempt_at: now - 86_400 },
        'mail server unreachable: down',
        now,
        policy,
      ),
    ).toEqual({
      kind: 'failed',
      error: 'gave up after 24 hours: mail server unreachable: down',
    })
    // A first attempt that failed starts the clock now.
    expect(passingFailure({ attempts: 1, first_attempt_at: null }, 'x', now, policy)).toMatchObject({
      kind: 'retry',
    })
  })

  it('logs one warning per failing round, with the reason, how many wait and the next try', () => {
    const lines: { fields: unknown; message: string }[] = []
    const log = { warn: (fields: unknown, message: string) => lines.push({ fields, message }) }
    const round = new FailingRound('Newsletter mail')
    round.report(log as never, 0, 100)
    expect(lines).toHaveLength(0)
    for (let i = 0; i < 8; i++)
      round.note({ kind: 'retry', error: 'mail server unreachable: refused', at: 130 })
    round.note({ kind: 'sent' })
    round.noteMany({ deferred: 90, failed: 2 }, { error: 'mail server unreachable: refused' })
    round.report(log as never, 598, 100)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.message).toBe(
      'Newsletter mail could not go out: mail server unreachable: refused. 598 waiting; next try in 30 seconds.',
    )
    expect(lines[0]?.fields).toEqual({
      failed: 100,
      waiting: 598,
      reason: 'mail server unreachable: refused',
    })
  })
})
