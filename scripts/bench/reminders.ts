/**
 * Reminder throughput: BENCH_FOLLOWERS (10,000) followers of one host, each with a
 * confirmed address and `remind_minutes_before [60]`, and one Space of that host starting in 30
 * minutes, through the real notifications job (plan into the delivery log, claim, render, send,
 * record) to an SMTP server on loopback; beside nodemailer alone sending as many messages of the same
 * size to the same server over the same pooled connections, in the same run (mail-bench.ts).
 */
import {
  NOTIFICATIONS_JOB,
  SEND_CONCURRENCY,
} from '../../apps/server/src/features/notifications/delivery/delivery.job'
import { insertFollowers } from '../../apps/server/test/factories'
import { type MailBench, runMailBench } from './mail-bench'

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000)

export function benchReminders(databaseUrl: string | undefined): Promise<MailBench> {
  return runMailBench(databaseUrl, {
    dirPrefix: 'spaces-bench-remind-',
    count: FOLLOWERS,
    concurrency: SEND_CONCURRENCY,
    sample: {
      subject: 'Starts in 1 hour: Bench Space',
      text: 'x'.repeat(4000),
    },
    bareFrom: 'a@example.test',
    bareTo: (i) => `bench_fan_${i}@example.test`,
    noun: 'reminders',
    prepare: async (app) => {
      await insertFollowers(app.db, {
        prefix: 'bench_',
        count: FOLLOWERS,
        startsInSeconds: 30 * 60,
        title: 'Bench Space',
      })
      return async () => {
        await app.jobs.run(NOTIFICATIONS_JOB)
      }
    },
  })
}

/** The report's lines for the reminders. */
export function remindersSection(
  r: MailBench,
  line: (text?: string) => void,
  table: (head: string[], rows: string[][]) => void,
): void {
  line(
    `## Reminder delivery, ${r.messages.toLocaleString('en-US')} followers of one host to an SMTP server on loopback`,
  )
  line()
  table(
    ['target', 'messages/s'],
    [
      ['nodemailer alone, same pool, same size', Math.round(r.barePerSecond).toLocaleString('en-US')],
      [
        'notifications job (plan, claim, render, send, record)',
        Math.round(r.appPerSecond).toLocaleString('en-US'),
      ],
      ['ratio (job / nodemailer alone)', `${(r.appPerSecond / r.barePerSecond).toFixed(3)}×`],
    ],
  )
}
