/**
 * Newsletter delivery throughput: a campaign to BENCH_SUBSCRIBERS (10,000) active subscribers through
 * the real delivery job (claims, per-recipient rendering, marking each delivery) to an SMTP server on
 * loopback, against nodemailer alone sending as many messages of the same size to the same server
 * over the same number of pooled connections, in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import { SEND_CONCURRENCY } from '../../apps/server/src/features/newsletter/newsletter.sender'
import { createCampaign, startSend } from '../../apps/server/src/features/newsletter/newsletter.service'
import { insertActiveSubscribers } from '../../apps/server/test/factories'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)

export interface NewsletterBench {
  messages: number
  appPerSecond: number
  barePerSecond: number
}

/** An SMTP server that accepts and counts every message. */
async function startSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
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

export async function benchNewsletter(databaseUrl: string | undefined): Promise<NewsletterBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-bench-mail-'))
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
    const now = Math.floor(Date.now() / 1000)
    const admin = await app.db
      .insertInto('users')
      .values({
        x_user_id: 'bench-admin',
        username: 'bench_admin',
        username_key: 'bench_admin',
        display_name: 'Bench Admin',
        bio: null,
        location: null,
        website: null,
        profile_image_url: null,
        role: 'admin',
        host_timezone: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    // The same rows the delivery tests use: reader0@example.test … active, confirmed.
    await insertActiveSubscribers(app.db, 'reader', SUBSCRIBERS)
    const content = `<h2>This month</h2>${'<p>Tenant organisers, transit nerds and record collectors have a full month of Spaces ahead. <a href="https://example.org/month">See what is on</a>.</p>'.repeat(6)}`
    const campaign = await createCampaign(app.db, admin, { subject: 'Bench campaign', content })

    // Baseline: nodemailer alone, same server, same pool size, messages of the same size.
    const sample = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: 'a@example.test',
      to: 'b@example.test',
      subject: 'Bench campaign',
      html: content,
      text: content,
    })
    const bareTransport = nodemailer.createTransport({
      url: sink.url,
      pool: true,
      maxConnections: 4,
      maxMessages: 1000,
    } as Parameters<typeof nodemailer.createTransport>[0])
    const bareStarted = performance.now()
    for (let i = 0; i < SUBSCRIBERS; i += SEND_CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(SEND_CONCURRENCY, SUBSCRIBERS - i) }, (_, k) =>
          bareTransport.sendMail({
            from: 'Spaces Calendar <newsletter@localhost>',
            to: `reader${i + k}@example.test`,
            raw: sample.message as Buffer,
          }),
        ),
      )
    }
    const bareSeconds = (performance.now() - bareStarted) / 1000
    bareTransport.close()

    const before = sink.count()
    const started = performance.now()
    await startSend(app.db, campaign.id)
    await app.newsletterSender.run()
    const appSeconds = (performance.now() - started) / 1000
    const messages = sink.count() - before
    if (messages !== SUBSCRIBERS) throw new Error(`sent ${messages} of ${SUBSCRIBERS} messages`)
    return { messages, appPerSecond: messages / appSeconds, barePerSecond: SUBSCRIBERS / bareSeconds }
  } finally {
    await app.close()
    await sink.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
