import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSubscriberRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { headerLine, parseMail } from '../../../test/mail-readers'
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { resolveStoredSecret } from '../../lib/app-secret'
import { randomToken } from '../../lib/crypto'
import { unsubscribeUrl } from '../notifications/settings/settings.links'
import { NEWSLETTER_JOB } from './delivery/delivery.job'

/**
 * The newsletter in its subscribers' languages: the pages their links open, and the fixed words
 * around a campaign's content.
 */
let smtp: SmtpCatcher
let server: TestServer
let admin: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '100000' })
  admin = await createActor(server, 'admin')
})
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

const visitor = () => new TestClient(server.baseUrl)

describe('the pages a newsletter link opens', () => {
  it('speak the subscriber’s saved language, with <html lang dir> and Content-Language', async () => {
    const subscriber = await createSubscriberRow(server, { pending: true, locale: 'es' })
    const confirm = await visitor().request('GET', `/newsletter/confirm/${subscriber.confirmToken}`)
    expect(confirm.status).toBe(200)
    expect(confirm.headers.get('content-language')).toBe('es')
    expect(confirm.text).toContain('<html lang="es" dir="ltr">')
    expect(confirm.text).toContain('Confirma tu suscripción')
    expect(confirm.text).toContain('>Confirmar suscripción</button>')
    expect(confirm.text).toContain('Volver a Spaces Calendar')
    const done = await visitor().request('POST', `/newsletter/confirm/${subscriber.confirmToken}`)
    expect(done.text).toContain('Ya estás suscrito')

    const arabic = await createSubscriberRow(server, { locale: 'ar' })
    const ask = await visitor().request('GET', `/newsletter/unsubscribe/${arabic.unsubscribeToken}`)
    expect(ask.text).toContain('<html lang="ar" dir="rtl">')
    expect(ask.text).toContain(`هل تريد إيقاف إرسال نشرة Spaces Calendar إلى ${arabic.email}؟`)
    // ?lang= in the address wins over the saved language.
    const asked = await visitor().request(
      'POST',
      `/newsletter/unsubscribe/${arabic.unsubscribeToken}?lang=ja`,
    )
    expect(asked.headers.get('content-language')).toBe('ja')
    expect(asked.text).toContain('配信を停止しました')
  })

  it('speak the browser’s language when the link names nobody', async () => {
    const res = await visitor().request('GET', '/newsletter/confirm/abc', {
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-language')).toBe('pt-BR')
    expect(res.text).toContain('Este link não é válido')
  })

  it('alert unsubscribe pages speak the language saved with the alert settings', async () => {
    const reader = await createActor(server, 'user')
    const now = Math.floor(Date.now() / 1000)
    await server.app.db
      .insertInto('notification_settings')
      .values({ user_id: reader.user!.id, created_at: now, updated_at: now, locale: 'es' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ locale: 'es' }))
      .execute()
    // The key the site signs alert links with: kept in the database, the first to store one wins.
    const signingKey = await resolveStoredSecret(server.app.db, 'notifications_signing_key', () =>
      randomToken(32),
    )
    const url = unsubscribeUrl({ baseUrl: server.baseUrl, signingKey }, reader.user!.id, 'digest')
    const res = await visitor().request('GET', new URL(url).pathname)
    expect(res.status).toBe(200)
    expect(res.text).toContain('¿Dejar de recibir el resumen semanal de Spaces Calendar?')
  })
})

describe('a campaign’s fixed words', () => {
  it('are in the recipient’s language, and the mail says so in Content-Language', async () => {
    await server.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed' })
      .where('status', '=', 'active')
      .execute()
    const spanish = await createSubscriberRow(server, { locale: 'es' })
    const english = await createSubscriberRow(server)
    const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'La semana en Spaces',
      content: '<p>Hola a todos.</p>',
    })
    expect(created.status, created.text).toBe(201)
    const before = smtp.mails.length
    const sent = await admin.client.send('POST', `/api/newsletter/campaigns/${created.json.campaign.id}/send`)
    expect(sent.status, sent.text).toBe(202)
    await server.app.jobs.run(NEWSLETTER_JOB)
    await smtp.waitFor(before + 2)
    const rawTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email.toLowerCase())).at(-1)?.raw
    const es = await parseMail(rawTo(spanish.email) ?? '')
    expect(headerLine(es, 'content-language')).toBe('es')
    expect(es.html || '').toContain('<html lang="es" dir="ltr">')
    expect(es.html || '').toContain('Recibes este correo porque te suscribiste al boletín de Spaces Calendar')
    expect(es.html || '').toContain('>Darse de baja</a>')
    expect(es.text).toContain('Darse de baja: ')
    expect(es.text).toContain('Hola a todos.')
    const en = await parseMail(rawTo(english.email) ?? '')
    expect(headerLine(en, 'content-language')).toBe('en')
    expect(en.text).toContain('You get this email because you subscribed to the Spaces Calendar newsletter')
    // The List-Unsubscribe page the Spanish copy names speaks Spanish.
    const page = await visitor().request('GET', `/newsletter/unsubscribe/${spanish.unsubscribeToken}`)
    expect(page.text).toContain('¿Dejar de enviar el boletín de Spaces Calendar a')
  })
})

describe('what the admin reads of a campaign', () => {
  it('names what the sanitiser removed, and what a send does, in the admin’s language', async () => {
    const es = { 'accept-language': 'es' }
    const preview = await admin.client.send(
      'POST',
      '/api/newsletter/campaigns/preview',
      { subject: 'Hola', content: '<p onclick="x()">Hola</p><script>alert(1)</script>' },
      es,
    )
    expect(preview.status, preview.text).toBe(200)
    expect(preview.json.removed).toEqual([
      'El atributo onclick de un elemento <p>.',
      'Un elemento <script> y todo lo que contiene.',
    ])
    await server.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed' })
      .where('status', '=', 'active')
      .execute()
    await createSubscriberRow(server)
    const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Uno',
      content: '<p>Uno</p>',
    })
    const sent = await admin.client.send(
      'POST',
      `/api/newsletter/campaigns/${created.json.campaign.id}/send`,
      undefined,
      es,
    )
    expect(sent.status, sent.text).toBe(202)
    expect(sent.json.message).toBe('Enviando a 1 suscriptor.')
  })
})
