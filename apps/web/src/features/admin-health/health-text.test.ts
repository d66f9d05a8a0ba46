import { describe, expect, it } from 'vitest'
import {
  countsText,
  durationText,
  intervalText,
  jobLabel,
  outboxLabel,
  queueText,
  runTimeText,
} from './health-text'

describe('the Health screen’s words', () => {
  it('says durations in their two largest units, with real plurals', () => {
    expect(durationText(0)).toBe('0 seconds')
    expect(durationText(1)).toBe('1 second')
    expect(durationText(59.9)).toBe('59 seconds')
    expect(durationText(60)).toBe('1 minute')
    expect(durationText(3599)).toBe('59 minutes')
    expect(durationText(3600)).toBe('1 hour')
    expect(durationText(3600 + 5 * 60)).toBe('1 hour, 5 minutes')
    expect(durationText(86_400)).toBe('1 day')
    expect(durationText(2 * 86_400 + 4 * 3600 + 59)).toBe('2 days, 4 hours')
    expect(durationText(400 * 86_400)).toBe('400 days')
    expect(durationText(-5)).toBe('0 seconds')
  })

  it('says how long a run took, to the hundredth of a second when short', () => {
    expect(runTimeText(0.0004)).toBe('0.01 seconds')
    expect(runTimeText(0.234)).toBe('0.23 seconds')
    expect(runTimeText(1)).toBe('1 second')
    expect(runTimeText(75)).toBe('1 minute')
  })

  it('names the jobs and their intervals', () => {
    expect(jobLabel('newsletter-sender')).toBe('Send the newsletter')
    expect(jobLabel('a-new-job')).toBe('a-new-job')
    expect(jobLabel('constructor')).toBe('constructor')
    expect(outboxLabel({ name: 'notification_deliveries', label: 'x' })).toBe('Reminders and alerts')
    expect(outboxLabel({ name: 'new_outbox', label: 'New outbox' })).toBe('New outbox')
    expect(intervalText(1)).toBe('Runs every second')
    expect(intervalText(60)).toBe('Runs every minute')
    expect(intervalText(300)).toBe('Runs every 5 minutes')
    expect(intervalText(3600)).toBe('Runs every hour')
    expect(intervalText(7200)).toBe('Runs every 2 hours')
  })

  it('says an outbox’s counts and queue', () => {
    expect(countsText({})).toBe('nothing yet')
    expect(countsText({ sent: 1204, waiting: 5, failed: 0, missed: 2 })).toBe(
      '1,204 sent, 5 waiting, 2 missed (too late to send)',
    )
    expect(countsText({ sent: 1, deferred: 3 })).toBe('1 sent, 3 deferred')
    expect(queueText(0, 0)).toBe('Nothing waiting')
    expect(queueText(1, 30)).toBe('1 message waiting, the oldest for 30 seconds')
    expect(queueText(600, 3 * 3600)).toBe('600 messages waiting, the oldest for 3 hours')
  })
})
