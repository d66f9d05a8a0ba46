/**
 * What the mail benches share (newsletter.ts, reminders.ts): an app that sends to an SMTP server on
 * loopback, timed through its real job, beside nodemailer alone sending as many messages of the same
 * size to the same server over the same number of pooled connections, in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'

export interface MailBench {
  messages: number
  appPerSecond: number
  barePerSecond: number
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>

/** An SMTP server that accepts and counts every message. */
export async function startSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        received += 1
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface MailBenchPlan {
  /** The temporary data directory's prefix. */
  dirPrefix: string
  /** How many messages the app must send (and nodemailer alone sends). */
  count: number
  /** The app's messages sent at once, which the baseline matches. */
  concurrency: number
  /** A message like the app's, in size, for the baseline. */
  sample: Pick<SendMailOptions, 'subject' | 'html' | 'text'>
  bareFrom: string
  bareTo: (i: number) => string
  /** What the error says was sent, "sent 3 of 4 <noun>". */
  noun: string
  /** Seeds the app's data (before the baseline) and returns the timed send. */
  prepare: (app: BenchApp) => Promise<() => Promise<void>>
}

export async function runMailBench(databaseUrl: string | undefined, plan: MailBenchPlan): Promise<MailBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), plan.dirPrefix))
  const sink = await startSink()
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'false',
      WEB_DIST_DIR: '/nonexistent',
      SMTP_URL: sink.url,
      NEWSLETTER_RATE_PER_MINUTE: '100000000',
    }),
  )
  try {
    const send = await plan.prepare(app)
    const barePerSecond = await bareRate(sink.url, plan)
    const before = sink.count()
    const started = performance.now()
    await send()
    const appSeconds = (performance.now() - started) / 1000
    const messages = sink.count() - before
    if (messages !== plan.count) throw new Error(`sent ${messages} of ${plan.count} ${plan.noun}`)
    return { messages, appPerSecond: messages / appSeconds, barePerSecond }
  } finally {
    await app.close()
    await sink.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Baseline: nodemailer alone, same server, same pool size, messages of the same size. */
async function bareRate(url: string, plan: MailBenchPlan): Promise<number> {
  const sample = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
    from: 'a@example.test',
    to: 'b@example.test',
    ...plan.sample,
  })
  const bare = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    maxMessages: 1000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  const started = performance.now()
  for (let i = 0; i < plan.count; i += plan.concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(plan.concurrency, plan.count - i) }, (_, k) =>
        bare.sendMail({ from: plan.bareFrom, to: plan.bareTo(i + k), raw: sample.message as Buffer }),
      ),
    )
  }
  const seconds = (performance.now() - started) / 1000
  bare.close()
  return plan.count / seconds
}
