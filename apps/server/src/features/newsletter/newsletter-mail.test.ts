import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSubscriberRow, insertActiveSubscribers } from '../../../test/factories'
import { ensureSpamAssassin, headerLine, parseMail, spamReport } from '../../../test/mail-readers'
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { NEWSLETTER_JOB } from './delivery/delivery.job'

/**
 * The mails as readers we did not write see them. mailparser reads every mail the site
 * sends (headers, both parts, the layout's lang and viewport); SpamAssassin, with its offline rules,
 * scores the confirmation and a typical campaign below 1.0. Chromium's rendering at 375 and 600 px
 * is in the browser suite (e2e/newsletter-mail.spec.ts).
 */
const POSTAL_ADDRESS = 'Spaces Calendar, 1 Example Street, Springfield 12345, USA'
/** A typical campaign: a heading, three paragraphs, a link and an image. */
const TYPICAL_CAMPAIGN = [
  '<h1>The week on Spaces</h1>',
  '<p>Three conversations are coming up this week, from city budgets to a reading of new poems. Each one is live, and every host takes questions from listeners at the end.</p>',
  '<p>On Tuesday the council’s finance committee explains where next year’s money goes, with time for your questions about parks, buses and libraries.</p>',
  '<p>See <a href="https://example.org/schedule">the full schedule</a> for times in your zone, and subscribe to a host’s calendar to hear about their next Space first.</p>',
  '<p><img src="https://example.org/studio.png" width="600" height="300" alt="The studio before a live Space"></p>',
].join('\n')

let smtp: SmtpCatcher
let server: TestServer
let admin: Actor

beforeAll(async () => {
  ensureSpamAssassin()
  smtp = await startSmtpCatcher()
  server = await startTestServer({
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: '100000',
    NEWSLETTER_POSTAL_ADDRESS: POSTAL_ADDRESS,
  })
  admin = await createActor(server, 'admin')
}, 300_000)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

const lastRawTo = (address: string) => {
  const mail = smtp.mails.filter((m) => m.to.includes(address.toLowerCase())).at(-1)
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail.raw
}

async function confirmationRaw(email: string): Promise<string> {
  const reader = await createActor(server, 'user')
  const before = smtp.mails.length
  const res = await reader.client.send('POST', '/api/newsletter/subscribe', { email })
  expect(res.status, res.text).toBe(200)
  await smtp.waitFor(before + 1)
  return lastRawTo(email)
}

async function campaignRaw(email: string, content: string): Promise<string> {
  await server.app.db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed' })
    .where('status', '=', 'active')
    .execute()
  await insertActiveSubscribers(server.app.db, email.split('0@')[0] as string, 1)
  const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
    subject: 'The week on Spaces',
    content,
  })
  expect(created.status, created.text).toBe(201)
  const before = smtp.mails.length
  const sent = await admin.client.send('POST', `/api/newsletter/campaigns/${created.json.campaign.id}/send`)
  expect(sent.status, sent.text).toBe(202)
  await server.app.jobs.run(NEWSLETTER_JOB)
  await smtp.waitFor(before + 1)
  return lastRawTo(email)
}

/** What every mail of the site shares: the responsive, dark-mode-aware layout and its footer. */
function expectTheLayout(mail: ParsedMail, footer: { unsubscribe: RegExp }) {
  const html = mail.html || ''
  expect(html).toMatch(/<html lang="en" dir="ltr">/)
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  expect(html).toContain('<meta name="color-scheme" content="light dark">')
  expect(html).toMatch(/max-width:600px/)
  // The header names the site; the footer says why, how to leave and who sends it.
  expect(html).toMatch(/>Spaces Calendar<\/a>/)
  expect(html).toMatch(/You get this email because/)
  expect(html).toMatch(footer.unsubscribe)
  expect(html).toContain(POSTAL_ADDRESS)
  // Colours set where text sits on a light background, and dark ones for clients that ask.
  expect(html).toMatch(/background-color:#ffffff;color:#1f2937/)
  expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/)
  // The text part says the same.
  expect(mail.text).toMatch(/You get this email because/)
  expect(mail.text).toContain(POSTAL_ADDRESS)
}

describe('the confirmation mail', () => {
  it('uses the mail layout, with a real button, as mailparser reads it', async () => {
    const raw = await confirmationRaw('layout.reader@example.test')
    const mail = await parseMail(raw)
    expect(mail.subject).toBe('Confirm your Spaces Calendar newsletter subscription')
    expect(mail.text).toContain(
      'Please confirm that you want the Spaces Calendar newsletter at layout.reader@example.test.',
    )
    const confirmUrl = /Confirm my subscription: (http:\/\/\S+)/.exec(mail.text ?? '')?.[1]
    expect(confirmUrl).toMatch(/\/newsletter\/confirm\/[\w-]{32}$/)
    // The call to action is a padded, coloured link inside a coloured cell, not a small text link.
    const button = new RegExp(
      `<td[^>]*background-color:#1d4ed8[^>]*><a href="${confirmUrl}" class="mail-button" style="display:inline-block;padding:12px 24px;[^"]*">Confirm my subscription</a></td>`,
    )
    expect(mail.html).toMatch(button)
    expect(headerLine(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/[\w-]+>$/,
    )
    // List mail names its list (RFC 2919) wherever it offers List-Unsubscribe.
    expect(headerLine(mail, 'List-Id')).toBe('Spaces Calendar newsletter <newsletter.127.0.0.1>')
    expect((mail.headers.get('list') as { id?: { id?: string } }).id?.id).toBe('newsletter.127.0.0.1')
    expectTheLayout(mail, {
      unsubscribe: /<a href="[^"]+\/newsletter\/unsubscribe\/[\w-]{32}"[^>]*>Unsubscribe<\/a>/,
    })
  })

  it('scores below 1.0 with SpamAssassin’s offline rules', { timeout: 120_000 }, async () => {
    const raw = await confirmationRaw('spam.check@example.test')
    await expectLowSpamScore(raw)
  })
})

describe('the notice to an address already subscribed', () => {
  it('carries List-Id with its List-Unsubscribe', async () => {
    const email = 'notice.reader@example.test'
    await createSubscriberRow(server, { email })
    const mail = await parseMail(await confirmationRaw(email))
    expect(mail.subject).toBe('Your Spaces Calendar newsletter subscription')
    expect(headerLine(mail, 'List-Unsubscribe')).toMatch(/\/newsletter\/unsubscribe\/[\w-]+>$/)
    expect(headerLine(mail, 'List-Id')).toBe('Spaces Calendar newsletter <newsletter.127.0.0.1>')
  })
})

/** SpamAssassin's offline rules score the mail below 1.0, and no rule says it is images only. */
async function expectLowSpamScore(raw: string): Promise<void> {
  const { score, rules, report } = await spamReport(raw)
  expect(score, report).toBeLessThan(1)
  expect(
    rules.filter((r) => r.startsWith('HTML_IMAGE_ONLY')),
    report,
  ).toEqual([])
}

describe('a campaign', () => {
  it('carries List-Id and List-Unsubscribe, both parts, and a layout whose images scale', async () => {
    const raw = await campaignRaw('typical0@example.test', TYPICAL_CAMPAIGN)
    const mail = await parseMail(raw)
    expect(mail.subject).toBe('The week on Spaces')
    expect(headerLine(mail, 'List-Id')).toBe('Spaces Calendar newsletter <newsletter.127.0.0.1>')
    const list = mail.headers.get('list') as { id?: { id?: string }; unsubscribe?: { url?: string } }
    expect(list.id?.id).toBe('newsletter.127.0.0.1')
    expect(list.unsubscribe?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/[\w-]{32}$/)
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toMatch(/The week on Spaces/i)
    expect(mail.text).toMatch(/Three conversations are coming up this week/)
    expect(mail.html).toMatch(
      /<img src="https:\/\/example\.org\/studio\.png" width="600" height="300" alt="The studio before a live Space" style="max-width:100%;height:auto;border:0" \/?>/,
    )
    expect(mail.html).toMatch(/\/newsletter\/o\/[\w-]{32}"/)
    expectTheLayout(mail, {
      unsubscribe: new RegExp(`<a href="${list.unsubscribe?.url}"[^>]*>Unsubscribe</a>`),
    })
  })

  it('scores below 1.0 with SpamAssassin’s offline rules, the open pixel included', {
    timeout: 120_000,
  }, async () => {
    const raw = await campaignRaw('spamcheck0@example.test', TYPICAL_CAMPAIGN)
    await expectLowSpamScore(raw)
  })
})

describe('the "already subscribed" notice', () => {
  it('uses the same layout', async () => {
    const owner = await createActor(server, 'user')
    await createSubscriberRow(server, { user_id: owner.user?.id, email: 'taken@example.test' })
    const other = await createActor(server, 'user')
    const before = smtp.mails.length
    const res = await other.client.send('POST', '/api/newsletter/subscribe', { email: 'taken@example.test' })
    expect(res.status, res.text).toBe(200)
    await smtp.waitFor(before + 1)
    const mail = await parseMail(lastRawTo('taken@example.test'))
    expect(mail.subject).toBe('Your Spaces Calendar newsletter subscription')
    expect(mail.text).toContain('This address already gets it, so nothing has changed')
    expectTheLayout(mail, {
      unsubscribe: /<a href="[^"]+\/newsletter\/unsubscribe\/[\w-]{32}"[^>]*>Unsubscribe<\/a>/,
    })
  })
})
