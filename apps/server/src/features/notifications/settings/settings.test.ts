import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../../test/actors'
import { startTestServer, type TestServer } from '../../../../test/test-app'

/**
 * What the settings answer tells the screen beyond the settings themselves (additions, no renames):
 * whether the zone alerts are written in is still the default, and the address the user gave the
 * newsletter, so that both can be offered. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the zone of the alerts', () => {
  let person: Actor
  beforeAll(async () => {
    person = await createActor(server, 'user')
  })

  it('is the default (UTC) until it is set, and set once any zone is saved, UTC included', async () => {
    const first = await person.client.get('/api/notifications/settings')
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ timezone: 'UTC', timezone_is_default: true })

    const other = await person.client.send('PUT', '/api/notifications/settings', { digest: 'weekly' })
    expect(other.json.settings).toMatchObject({ timezone: 'UTC', timezone_is_default: true })

    const set = await person.client.send('PUT', '/api/notifications/settings', { timezone: 'Asia/Kolkata' })
    expect(set.status).toBe(200)
    expect(set.json.settings).toMatchObject({ timezone: 'Asia/Kolkata', timezone_is_default: false })

    const back = await person.client.send('PUT', '/api/notifications/settings', { timezone: 'UTC' })
    expect(back.json.settings).toMatchObject({ timezone: 'UTC', timezone_is_default: false })
    expect((await person.client.get('/api/notifications/settings')).json.timezone_is_default).toBe(false)
  })
})

describe('the newsletter address', () => {
  it('is offered once given, confirmed or not, and can be used for alerts', async () => {
    const person = await createActor(server, 'user')
    const address = `reader${process.pid}@example.test`
    const before = await person.client.get('/api/notifications/settings')
    expect(before.json).toMatchObject({ email: null, newsletter_email: null })

    const subscribed = await person.client.send('POST', '/api/newsletter/subscribe', { email: address })
    expect(subscribed.status).toBeLessThan(300)
    const offered = await person.client.get('/api/notifications/settings')
    // Awaiting its link: offered, not yet where alerts go.
    expect(offered.json).toMatchObject({ email: null, email_confirmed: false, newsletter_email: address })

    const used = await person.client.send('PUT', '/api/notifications/settings', { email: address })
    expect(used.status).toBe(200)
    expect(used.json.settings).toMatchObject({ email: address, newsletter_email: address })
  })

  it('is not offered once unsubscribed', async () => {
    const person = await createActor(server, 'user')
    const address = `former${process.pid}@example.test`
    await person.client.send('POST', '/api/newsletter/subscribe', { email: address })
    await person.client.send('POST', '/api/newsletter/unsubscribe')
    const settings = await person.client.get('/api/notifications/settings')
    expect(settings.json.newsletter_email).toBeNull()
  })
})
