import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../app/providers'
import {
  type Campaign,
  campaignsQueryOptions,
  newsletterStatsQueryOptions,
  type Subscriber,
  subscribersQueryOptions,
} from '../api/get-newsletter-admin'
import { newsletterStatusQueryOptions } from '../api/get-newsletter-status'
import { type MailHold, mailHoldQueryOptions } from '../api/mail-hold'
import { campaignPreviewQueryOptions } from '../api/preview-campaign'
import { HtmlPreview } from './html-preview'
import { MailPreview } from './mail-preview'
import { NewsletterAdmin } from './newsletter-admin'

const NOV_21_2026_2030_UTC = Date.UTC(2026, 10, 21, 20, 30) / 1000

const campaign = (fields: Partial<Campaign>): Campaign => ({
  id: 1,
  subject: 'May roundup',
  content: '<p>Hello</p>',
  status: 'draft',
  created_by_display_name: 'Ada Admin',
  created_by_username: 'ada',
  created_at: NOV_21_2026_2030_UTC,
  sent_at: null,
  recipient_count: 0,
  sent_count: 0,
  failed_count: 0,
  open_count: 0,
  click_count: 0,
  bounce_count: 0,
  waiting_count: 0,
  retryable_count: 0,
  retrying_since: null,
  retry_reason: null,
  ...fields,
})

const subscriber: Subscriber = {
  id: 3,
  email: 'sam@example.com',
  display_name: null,
  username: 'sam',
  source: 'website',
  status: 'active',
  subscribed_at: NOV_21_2026_2030_UTC,
}

const VIEWER = 7
const SUBSCRIBED = { subscribed: true, email: 'ada@example.test', pending: false, bounced: false }

function render(
  data?: { campaigns: Campaign[]; subscribers: Subscriber[] },
  own: { subscribed: boolean; email: string | null; pending: boolean; bounced: boolean } = SUBSCRIBED,
  hold: MailHold = { held: false, reason: null, since: null },
): string {
  const queryClient = createQueryClient()
  queryClient.setQueryData(newsletterStatusQueryOptions(VIEWER).queryKey, own)
  queryClient.setQueryData(mailHoldQueryOptions().queryKey, hold)
  if (data) {
    queryClient.setQueryData(newsletterStatsQueryOptions().queryKey, {
      total: 9,
      active: 5,
      pending: 1,
      unsubscribed: 2,
      bounced: 1,
    })
    queryClient.setQueryData(campaignsQueryOptions().queryKey, data.campaigns)
    queryClient.setQueryData(subscribersQueryOptions().queryKey, data.subscribers)
  }
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <NewsletterAdmin viewerId={VIEWER} />
    </QueryClientProvider>,
  )
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '')

describe('the newsletter admin screen', () => {
  it('shows a loading line first', () => {
    expect(textOf(render())).toContain('Loading newsletter data...')
  })

  it('shows the stat tiles, pending apart', () => {
    const text = textOf(render({ campaigns: [], subscribers: [] }))
    for (const tile of [
      'Total Subscribers9',
      'Active5',
      'Unsubscribed2',
      'Bounced1',
      'Pending confirmation1',
    ]) {
      expect(text).toContain(tile)
    }
  })

  it('says when there are no campaigns or subscribers yet', () => {
    const html = render({ campaigns: [], subscribers: [] })
    expect(textOf(html)).toContain('No campaigns yet')
    expect(textOf(html)).toContain('No subscribers yet')
    expect(html).toMatch(/<button[^>]*>\+ New Campaign<\/button>/)
  })

  it('shows a draft with its author, counts, date and the send buttons', () => {
    const html = render({
      campaigns: [campaign({ recipient_count: 0, open_count: 4, click_count: 2, bounce_count: 1 })],
      subscribers: [],
    })
    const text = textOf(html)
    expect(text).toContain('May roundup')
    expect(text).toContain('Draft')
    expect(text).toContain('Created by Ada Admin')
    expect(text).toContain('Created Nov 21, 2026, 8:30 PM UTC')
    expect(text).toContain('Opens4')
    expect(text).toContain('Clicks2')
    expect(text).toContain('Bounces1')
    // Each button's name carries the subject.
    for (const name of ['Preview', 'Send test', 'Send'])
      expect(html).toMatch(
        new RegExp(
          `<button[^>]*>${name}<span class="visually-hidden campaign-card__for"> “May roundup”</span></button>`,
        ),
      )
    expect(text).not.toContain('Send test mails a copy')
  })

  it('offers no Send test to an admin without a confirmed address, and says once how to get one', () => {
    const html = render(
      { campaigns: [campaign({ id: 1 }), campaign({ id: 2, subject: 'June roundup' })], subscribers: [] },
      { subscribed: false, email: null, pending: false, bounced: false },
    )
    expect(html).not.toMatch(/>Send test</)
    expect(html).toMatch(
      /<button[^>]*>Send<span class="visually-hidden campaign-card__for"> “June roundup”<\/span><\/button>/,
    )
    expect(textOf(html).match(/Send test mails a copy to your own newsletter address/g)).toHaveLength(1)
  })

  it('shows the progress of a send, without send buttons', () => {
    const html = render({
      campaigns: [campaign({ status: 'sending', recipient_count: 120, sent_count: 45, failed_count: 0 })],
      subscribers: [],
    })
    expect(textOf(html)).toContain('Sent 45 of 120')
    expect(html).toMatch(/<progress[^>]*max="120"[^>]*value="45"/)
    expect(html).not.toMatch(/>Send test</)
  })

  it('shows a retrying send: why and since when, sent / waiting / failed, and Retry failed', () => {
    const html = render({
      campaigns: [
        campaign({
          status: 'sending',
          recipient_count: 120,
          sent_count: 45,
          waiting_count: 72,
          failed_count: 3,
          retryable_count: 2,
          retrying_since: Math.floor(Date.now() / 1000) - 600,
          retry_reason: 'mail server unreachable',
        }),
      ],
      subscribers: [],
    })
    const text = textOf(html)
    expect(text).toContain('Sent 45 · Waiting 72 · Failed 3')
    expect(text).toMatch(/Retrying — mail server unreachable since \d{1,2}:\d\d [AP]M UTC/)
    expect(html).toMatch(
      /<button[^>]*>Retry failed<span class="visually-hidden campaign-card__for"> “May roundup”<\/span><\/button>/,
    )
  })

  it('offers Retry failed only when something failed that can be sent again', () => {
    const html = render({
      campaigns: [campaign({ status: 'sent', recipient_count: 4, sent_count: 3, failed_count: 1 })],
      subscribers: [],
    })
    expect(textOf(html)).toContain('Sent 3 · Waiting 0 · Failed 1')
    expect(textOf(html)).not.toContain('Retrying')
    expect(html).not.toMatch(/>Retry failed</)
  })

  it('warns that mail is held, why and since when, with Release mail; nothing when it is not', () => {
    const held = render({ campaigns: [], subscribers: [] }, SUBSCRIBED, {
      held: true,
      reason: 'This database last sent mail as spaces.example.org, and this site is staging.example.org.',
      since: NOV_21_2026_2030_UTC,
    })
    const text = textOf(held)
    expect(text).toContain('Mail is held')
    expect(text).toContain('last sent mail as spaces.example.org')
    expect(text).toContain('Held since Nov 21, 2026, 8:30 PM UTC')
    expect(held).toMatch(/<button[^>]*>Release mail<\/button>/)
    const free = render({ campaigns: [], subscribers: [] })
    expect(textOf(free)).not.toContain('Mail is held')
    expect(free).not.toMatch(/>Release mail</)
  })

  it('lists subscribers in a 400 px scrolling region with an Export CSV link', () => {
    const html = render({ campaigns: [], subscribers: [subscriber] })
    const text = textOf(html)
    expect(text).toContain('Subscribers (1)')
    expect(text).toContain('sam@example.com')
    expect(text).toContain('@sam')
    expect(text).toContain('Source: website')
    expect(text).toContain('Subscribed Nov 21, 2026, 8:30 PM UTC')
    expect(html).toContain('max-height:400px')
    expect(html).toMatch(
      /<a[^>]*href="\/api\/newsletter\/subscribers.csv"[^>]*download=""[^>]*>Export CSV<\/a>/,
    )
  })
})

describe('HtmlPreview', () => {
  it('sandboxes the frame with no permissions at all', () => {
    const html = renderToString(<HtmlPreview html="<p>Hi</p>" title="Preview" />)
    expect(html).toContain('sandbox=""')
    expect(html).not.toContain('allow-')
    expect(html).toContain('srcDoc=')
  })
})

describe('MailPreview', () => {
  const body = { subject: 'May roundup', content: '<p>Hi</p><img src="http://example.org/a.png">' }

  it('shows the server’s rendering and names what it removed', () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(campaignPreviewQueryOptions(body).queryKey, {
      subject: 'May roundup',
      html: '<!doctype html><html lang="en"><head><title>May roundup</title></head><body><p>Hi</p></body></html>',
      text: 'Hi',
      removed: ['An http: image (http://example.org/a.png): mail clients block images that are not https:.'],
    })
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <MailPreview body={body} title="Preview of the content" />
      </QueryClientProvider>,
    )
    expect(textOf(html)).toContain('Removed before sending (not in the email):')
    expect(textOf(html)).toContain('An http: image (http://example.org/a.png)')
    expect(html).toMatch(/<iframe[^>]*title="Preview of the content"/)
    expect(html).toContain('lang=&quot;en&quot;')
  })

  it('says it is loading until the server answers', () => {
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <MailPreview body={body} title="Preview" />
      </QueryClientProvider>,
    )
    expect(textOf(html)).toContain('Loading preview...')
    expect(html).not.toContain('<iframe')
  })
})
