import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createDeliveryRow, createSubscriberRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../test/test-app'

/**
 * What a mail's reader meets outside the mail. Every page a mail links to answers HTML,
 * broken links included; the pictures and the open pixel can be loaded by webmail on other origins;
 * and the admin sees, before sending, the message exactly as it goes out and what was removed.
 */
let smtp: SmtpCatcher
let server: TestServer
let admin: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ SMTP_URL: smtp.url })
  admin = await createActor(server, 'admin')
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const visitor = () => new TestClient(server.baseUrl)
const TOKEN_SHAPED = 'A'.repeat(32)

describe('links from a mail that name nothing', () => {
  it.each([
    ['GET', '/newsletter/confirm/abc'],
    ['POST', '/newsletter/confirm/abc'],
    ['GET', `/newsletter/confirm/${TOKEN_SHAPED}`.slice(0, -1)],
    ['GET', '/newsletter/confirm/'],
    ['GET', '/newsletter/unsubscribe/'],
    ['GET', '/newsletter/unsubscribe'],
    ['GET', '/newsletter/unsubscribe/abc%20def'],
    ['POST', '/newsletter/unsubscribe/abc'],
    ['GET', `/newsletter/unsubscribe/${TOKEN_SHAPED}/more`],
    ['GET', '/newsletter/c/abc/1'],
    ['GET', `/newsletter/c/${TOKEN_SHAPED}/abc`],
    ['GET', `/newsletter/c/${TOKEN_SHAPED}/99999999999`],
    ['GET', `/newsletter/c/${TOKEN_SHAPED}`],
  ])('%s %s answers the "This link is not valid" page', async (method, path) => {
    const res = await visitor().request(method, path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.text).toContain('<h1>This link is not valid</h1>')
    expect(res.json).toBeUndefined()
  })

  it('a malformed open pixel is a bare 404, not JSON', async () => {
    const res = await visitor().request('GET', '/newsletter/o/abc')
    expect(res.status).toBe(404)
    expect(res.text).toBe('')
  })

  it('a valid link still works', async () => {
    const subscriber = await createSubscriberRow(server, { pending: true })
    const res = await visitor().request('GET', `/newsletter/confirm/${subscriber.confirmToken}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Confirm subscription')
  })
})

describe('Cross-Origin-Resource-Policy', () => {
  it('is cross-origin for the open pixel and the share pictures, which webmail loads', async () => {
    const { token } = await createDeliveryRow(server)
    const pixel = await visitor().request('GET', `/newsletter/o/${token}`)
    expect(pixel.status).toBe(200)
    expect(pixel.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const picture = await visitor().request('GET', '/og/spaces/999999999.png')
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('stays same-origin everywhere else', async () => {
    const subscriber = await createSubscriberRow(server)
    for (const path of [
      `/newsletter/unsubscribe/${subscriber.unsubscribeToken}`,
      '/newsletter/confirm/abc',
      '/api/auth/user',
      '/csrf-token',
      '/feeds/spaces.xml',
      // Spelled so that a rule reading the raw URL would take it for a picture.
      '/api/spaces?x=/og/site.png',
    ]) {
      const res = await visitor().request('GET', path)
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
    }
  })
})

describe('what the admin sees before sending', () => {
  const DIRTY = [
    '<h2>Hello</h2>',
    '<p onclick="steal()">Read <a href="about">the about page</a> and <a href="https://example.org/ok">this</a>.</p>',
    '<img src="http://example.org/plain.png" alt="plain">',
    '<img src="x" alt="relative">',
    '<img src="https://example.org/fine.png" alt="fine">',
    '<script>alert(1)</script>',
  ].join('')

  it('saving names everything removed, and a relative src is removed, not kept', async () => {
    const res = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Dirty',
      content: DIRTY,
    })
    expect(res.status, res.text).toBe(201)
    expect(res.json.removed).toEqual([
      'The onclick attribute of a <p> element.',
      'The link to the relative address "about": an email has no page it could be relative to (its text is kept).',
      'An http: image (http://example.org/plain.png): mail clients block images that are not https:.',
      'An image with the relative address "x": an email has no page it could be relative to.',
      'A <script> element and everything in it.',
    ])
    const content = res.json.campaign.content as string
    expect(content).not.toMatch(/src="x"|alt="relative"|alt="plain"|onclick|script|href="about"/)
    expect(content).toContain('<img src="https://example.org/fine.png" alt="fine" />')
    expect(content).toContain('the about page')
  })

  it('the preview is the message a test send delivers, made by the same function, and saves nothing', async () => {
    const before = await server.app.db
      .selectFrom('newsletter_campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const preview = await admin.client.send('POST', '/api/newsletter/campaigns/preview', {
      subject: 'Preview me',
      content: DIRTY,
    })
    expect(preview.status, preview.text).toBe(200)
    expect(preview.json.removed).toHaveLength(5)
    expect(preview.json.subject).toBe('Preview me')
    const after = await server.app.db
      .selectFrom('newsletter_campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))

    const own = await createSubscriberRow(server, {
      user_id: admin.user?.id,
      email: 'preview.admin@example.test',
    })
    const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Preview me',
      content: DIRTY,
    })
    const sent = await admin.client.send('POST', `/api/newsletter/campaigns/${created.json.campaign.id}/test`)
    expect(sent.status, sent.text).toBe(200)
    const mail = smtp.mails.at(-1)!
    expect(mail.parsed.subject).toBe('[Test] Preview me')
    // Byte for byte, but for the recipient's own unsubscribe token.
    expect(mail.parsed.html?.trimEnd()).toBe(
      (preview.json.html as string)
        .replaceAll('/newsletter/unsubscribe/preview', `/newsletter/unsubscribe/${own.unsubscribeToken}`)
        .trimEnd(),
    )
  })

  it('is for admins only, and refuses what cannot be sent with a sentence', async () => {
    const host = await createActor(server, 'host')
    const body = { subject: 's', content: '<p>x</p>' }
    expect((await host.client.send('POST', '/api/newsletter/campaigns/preview', body)).status).toBe(403)
    const empty = await admin.client.send('POST', '/api/newsletter/campaigns/preview', {
      subject: 's',
      content: '<script>alert(1)</script>',
    })
    expect(empty.status).toBe(400)
    expect(empty.json.error).toBe(
      'Content has nothing left to show once scripts and unsafe HTML are removed.',
    )
  })
})
