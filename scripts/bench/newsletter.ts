/**
 * Newsletter delivery throughput: a campaign to BENCH_SUBSCRIBERS (10,000) active subscribers through
 * the real delivery job (claims, per-recipient rendering, marking each delivery) to an SMTP server on
 * loopback, against nodemailer alone (mail-bench.ts).
 */
import {
  createCampaign,
  startSend,
} from '../../apps/server/src/features/newsletter/campaigns/campaigns.service'
import {
  NEWSLETTER_JOB,
  SEND_CONCURRENCY,
} from '../../apps/server/src/features/newsletter/delivery/delivery.job'
import { insertActiveSubscribers } from '../../apps/server/test/factories'
import { type MailBench, runMailBench } from './mail-bench'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)
const CONTENT = `<h2>This month</h2>${'<p>Tenant organisers, transit nerds and record collectors have a full month of Spaces ahead. <a href="https://example.org/month">See what is on</a>.</p>'.repeat(6)}`

export function benchNewsletter(databaseUrl: string | undefined): Promise<MailBench> {
  return runMailBench(databaseUrl, {
    dirPrefix: 'spaces-bench-mail-',
    count: SUBSCRIBERS,
    concurrency: SEND_CONCURRENCY,
    sample: {
      subject: 'Bench campaign',
      html: CONTENT,
      text: CONTENT,
    },
    bareFrom: 'Spaces Calendar <newsletter@localhost>',
    bareTo: (i) => `reader${i}@example.test`,
    noun: 'messages',
    prepare: async (app) => {
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
      const { campaign } = await createCampaign(
        app.db,
        admin,
        { subject: 'Bench campaign', content: CONTENT },
        'en',
      )
      return async () => {
        await startSend(app.db, campaign.id)
        await app.jobs.run(NEWSLETTER_JOB)
      }
    },
  })
}
