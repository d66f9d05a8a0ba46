import { randomBytes } from 'node:crypto'
import { DAY, idOf, type Trx, type UserIds } from './seed-context'

/** Demo subscribers (a few with accounts, some imported, one of each other status). */
const DEMO_SUBSCRIBERS: {
  email: string
  username?: string
  source: string
  status: 'active' | 'pending' | 'unsubscribed' | 'bounced'
  daysAgo: number
}[] = [
  {
    email: 'listener@example.org',
    username: 'just_listening',
    source: 'website',
    status: 'active',
    daysAgo: 20,
  },
  { email: 'sam@example.org', username: 'sam_helps_civic', source: 'website', status: 'active', daysAgo: 18 },
  {
    email: 'hello@civicsquare.example.org',
    username: 'civicsquare_nyc',
    source: 'website',
    status: 'active',
    daysAgo: 15,
  },
  { email: 'maria.lopez@example.org', source: 'import', status: 'active', daysAgo: 30 },
  { email: 'dev.patel@example.org', source: 'import', status: 'active', daysAgo: 29 },
  { email: 'kim.tanaka@example.org', source: 'import', status: 'active', daysAgo: 25 },
  { email: 'newcomer@example.org', source: 'website', status: 'pending', daysAgo: 1 },
  { email: 'moved.on@example.org', source: 'import', status: 'unsubscribed', daysAgo: 28 },
  { email: 'old.address@example.invalid', source: 'import', status: 'bounced', daysAgo: 27 },
]

const DEMO_CAMPAIGN_LINK = 'https://example.org/spaces-calendar/this-month'

/** The subscribers above and one campaign already sent to them, with some opens and a click. */
export async function insertNewsletter(trx: Trx, ids: UserIds, now: number): Promise<void> {
  const token = () => randomBytes(24).toString('base64url')
  const subscribers = await trx
    .insertInto('newsletter_subscribers')
    .values(
      DEMO_SUBSCRIBERS.map((s) => ({
        user_id: s.username ? idOf(ids, s.username) : null,
        email: s.email,
        email_key: s.email.toLowerCase(),
        source: s.source,
        status: s.status,
        unsubscribe_token: token(),
        subscribed_at: now - s.daysAgo * DAY,
        unsubscribed_at: s.status === 'unsubscribed' || s.status === 'bounced' ? now - 10 * DAY : null,
        // A pending demo subscriber has no working link: the token behind it was never mailed.
        confirm_token_hash: null,
        confirm_sent_at: s.status === 'pending' ? now - DAY : null,
        confirmed_at: s.status === 'pending' ? null : now - s.daysAgo * DAY,
      })),
    )
    .returning(['id', 'status'])
    .execute()
  const sentAt = now - 12 * DAY
  const campaign = await trx
    .insertInto('newsletter_campaigns')
    .values({
      subject: 'This month on Spaces Calendar',
      content: `<h2>Hello from Spaces Calendar</h2><p>Tenant organisers, transit nerds and record collectors have a full month of Spaces ahead. <a href="${DEMO_CAMPAIGN_LINK}">See what is on this month</a>.</p><p>Hosts: schedule a weekly series from your dashboard in a minute.</p>`,
      status: 'sent',
      created_by: idOf(ids, 'civic_admin'),
      created_at: sentAt - DAY,
      sent_at: sentAt,
      recipient_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('newsletter_links')
    .values({ campaign_id: campaign.id, url: DEMO_CAMPAIGN_LINK })
    .execute()
  // Everyone active then, and the address that bounced on this very campaign.
  const reached = subscribers.filter(
    (s) => s.status === 'active' || s.status === 'bounced' || s.status === 'unsubscribed',
  )
  await trx
    .insertInto('newsletter_deliveries')
    .values(
      reached.map((s, i) => ({
        campaign_id: campaign.id,
        subscriber_id: s.id,
        status: s.status === 'bounced' ? ('bounced' as const) : ('sent' as const),
        token: token(),
        attempts: 1,
        sent_at: s.status === 'bounced' ? null : sentAt,
        opened_at: s.status !== 'bounced' && i % 2 === 0 ? sentAt + 3600 : null,
        clicked_at: s.status !== 'bounced' && i % 4 === 0 ? sentAt + 3700 : null,
        error: s.status === 'bounced' ? '550 No such user here' : null,
      })),
    )
    .execute()
  await trx
    .updateTable('newsletter_campaigns')
    .set({ recipient_count: reached.length })
    .where('id', '=', campaign.id)
    .execute()
}
