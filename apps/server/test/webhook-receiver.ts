import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export interface ReceivedWebhook {
  id: string
  headers: IncomingHttpHeaders
  body: string
  /** The body as verified with the off-the-shelf Standard Webhooks library (null when unverified). */
  // biome-ignore lint/suspicious/noExplicitAny: test convenience; assertions check the shape
  json: any
}

/**
 * A real webhook receiver on loopback: it verifies every request with `standardwebhooks` (when told
 * the secret) and answers with the status `answer` gives (200 unless told otherwise). `hold` keeps
 * requests unanswered (for a kill mid-delivery).
 */
export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** Requests whose signature did not verify. */
  rejected: number
  secrets: string[]
  answer: (received: ReceivedWebhook) => number
  hold: boolean
  close: () => Promise<void>
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    rejected: 0,
    secrets: [],
    answer: () => 200,
    hold: false,
    close: async () => {},
  }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      )
      // biome-ignore lint/suspicious/noExplicitAny: the library answers unknown
      let json: any = null
      for (const secret of receiver.secrets) {
        try {
          json = new Webhook(secret).verify(body, headers)
          break
        } catch {}
      }
      if (json === null) receiver.rejected += 1
      const received = { id: String(req.headers['webhook-id']), headers: req.headers, body, json }
      receiver.received.push(received)
      if (receiver.hold) return
      res.writeHead(receiver.answer(received), { 'content-type': 'text/plain' })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  receiver.close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return receiver
}
