import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { createSpaceRow } from '../../test/factories'
import { headerLine, parseMail } from '../../test/mail-readers'
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../test/test-app'
import { NOTIFICATIONS_JOB } from '../features/notifications/delivery/delivery.job'
import { nowSeconds } from '../lib/time'

/**
 * Mails in their reader's language (docs/translating-server.md), read with mailparser as a mail client
 * would: the subject and both parts translated, Content-Language, and `<html lang dir>`.
 */
let smtp: SmtpCatcher
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ SMTP_URL: smtp.url, X_SYNC_INTERVAL_SECONDS: '0' })
})
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

const lastTo = (address: string) => {
  const mail = smtp.mails.filter((m) => m.to.includes(address.toLowerCase())).at(-1)
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail.raw
}

describe('mails in the subscriber’s language', () => {
  it('sends the newsletter confirmation in the language of the request that subscribed', async () => {
    const reader = await createActor(server, 'user')
    const email = `ja${process.pid}@example.test`
    const before = smtp.mails.length
    const res = await reader.client.send(
      'POST',
      '/api/newsletter/subscribe',
      { email },
      { 'accept-language': 'ja' },
    )
    expect(res.status, res.text).toBe(200)
    expect(res.json.message).toBe(`あと少しです。${email} に送ったリンクを開いて、購読を確定してください。`)
    await smtp.waitFor(before + 1)
    const mail = await parseMail(lastTo(email))
    expect(mail.subject).toBe('Spaces Calendar ニュースレターの購読を確定してください')
    expect(headerLine(mail, 'content-language')).toMatch(/ja$/i)
    expect(mail.html).toMatch(/<html lang="ja" dir="ltr">/)
    expect(mail.text).toContain('購読を確定する: http')
    expect(mail.text).toContain('配信停止: http')
    const row = await server.app.db
      .selectFrom('newsletter_subscribers')
      .select('locale')
      .where('email_key', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.locale).toBe('ja')
  })

  it('keeps the English confirmation exactly as it was for an English reader', async () => {
    const reader = await createActor(server, 'user')
    const email = `en${process.pid}@example.test`
    const before = smtp.mails.length
    await reader.client.send('POST', '/api/newsletter/subscribe', { email })
    await smtp.waitFor(before + 1)
    const mail = await parseMail(lastTo(email))
    expect(mail.subject).toBe('Confirm your Spaces Calendar newsletter subscription')
    expect(headerLine(mail, 'content-language')).toMatch(/en$/i)
    expect(mail.html).toMatch(/<html lang="en" dir="ltr">/)
    expect(mail.text).toContain(`Please confirm that you want the Spaces Calendar newsletter at ${email}.`)
  })

  it('sends a reminder in the language saved with the alert settings, right to left in Arabic', async () => {
    const host = await createActor(server, 'host')
    const fan = await createActor(server, 'user')
    const address = `ar${process.pid}@example.test`
    const put = await fan.client.send(
      'PUT',
      '/api/notifications/settings',
      { email: address, remind_minutes_before: [60] },
      { 'accept-language': 'ar' },
    )
    expect(put.status, put.text).toBe(200)
    await smtp.waitFor(1)
    await expect.poll(() => smtp.mails.some((m) => m.to.includes(address))).toBe(true)
    const confirmMail = await parseMail(lastTo(address))
    expect(confirmMail.subject).toBe('أكّد بريدك الإلكتروني لتنبيهات Spaces Calendar')
    expect(headerLine(confirmMail, 'content-language')).toMatch(/ar$/i)
    const link = /\/notifications\/confirm\/([\w-]{32})/.exec(confirmMail.text ?? '')?.[1]
    expect((await fan.client.request('POST', `/notifications/confirm/${link}`)).status).toBe(200)

    const id = await createSpaceRow(server, host.user!, {
      title: 'Budget night',
      scheduled_start: nowSeconds() + 20 * 60,
    })
    expect((await fan.client.send('POST', `/api/spaces/${id}/reminder`)).status).toBe(200)
    const before = smtp.mails.length
    await server.app.jobs.run(NOTIFICATIONS_JOB)
    await smtp.waitFor(before + 1)
    const reminder = await parseMail(lastTo(address))
    expect(reminder.subject).toBe('تبدأ بعد ساعة واحدة: Budget night')
    expect(headerLine(reminder, 'content-language')).toMatch(/ar$/i)
    expect(reminder.html).toMatch(/<html lang="ar" dir="rtl">/)
    expect(reminder.html).toContain('انضم على X')
    expect(reminder.text).toContain('الانضمام: https://')
    expect(reminder.text).toContain('Budget night مع')
    // The time as Intl writes it in Arabic: the month's Arabic name, the digits Intl chooses.
    expect(reminder.text).toMatch(/[\u0600-\u06ff]+ (?:\d{4}|[\u0660-\u0669]{4})/)
  })
})
