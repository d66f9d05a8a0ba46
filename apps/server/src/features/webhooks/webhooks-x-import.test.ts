import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver'
import { nowSeconds } from '../../lib/time'

/**
 * The X import (against the sandbox over real HTTP) tells webhooks as the forms do: a Space imported,
 * live (its listener count changing), ended, and another canceled, each once (SQLite, or PostgreSQL).
 */
describe('webhooks from the X import', () => {
  let server: TestServer
  let admin: Actor
  let receiver: WebhookReceiver
  const x = () => new TestClient(server.baseUrl)

  beforeAll(async () => {
    server = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' }, { xSandbox: 'self' })
    admin = await createActor(server, 'admin')
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await receiver.close()
    await server.close()
  })

  it('sends scheduled, live, ended and canceled once each; a listener count alone sends nothing', async () => {
    const host = await createActor(server, 'host')
    const hook = await host.client.send('POST', '/api/webhooks', {
      url: receiver.url,
      events: ['space.scheduled', 'space.updated', 'space.live', 'space.ended', 'space.canceled'],
    })
    expect(hook.status).toBe(201)
    receiver.secrets.push(hook.json.secret)
    const control = x()
    const schedule = async (title: string) => {
      const res = await control.send('POST', '/x-sandbox/control/spaces', {
        username: host.user!.username,
        title,
        scheduled_start: nowSeconds() + 3 * 86400,
      })
      expect(res.status).toBe(201)
      return res.json.data.id as string
    }
    const act = async (id: string, action: string, body: unknown = {}) => {
      expect((await control.send('POST', `/x-sandbox/control/spaces/${id}/${action}`, body)).status).toBe(200)
    }
    const sync = async () => {
      expect((await admin.client.send('POST', '/api/admin/x-sync')).status).toBe(200)
      await server.app.jobs.run('webhook-deliveries')
    }
    const first = await schedule('Imported with a hook')
    const second = await schedule('Imported, then canceled')
    await sync()
    await act(first, 'start', { listeners: 7 })
    await sync()
    await act(first, 'start', { listeners: 9 })
    await sync()
    await act(first, 'end')
    await act(second, 'cancel')
    await sync()
    await sync()
    expect(receiver.rejected).toBe(0)
    const seen = receiver.received.map((r) => `${r.json.type} ${r.json.data.title}`).sort()
    expect(seen).toEqual(
      [
        'space.canceled Imported, then canceled',
        'space.ended Imported with a hook',
        'space.live Imported with a hook',
        'space.scheduled Imported with a hook',
        'space.scheduled Imported, then canceled',
      ].sort(),
    )
    const live = receiver.received.find((r) => r.json.type === 'space.live')
    expect(live?.json.data).toMatchObject({ source: 'x', x_state: 'live', live_listeners: 7 })
  })
})
