import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const DISCORD_TOKEN = 'e2e-discord-token-abcdefghijklmnopqrstuvwxyz'

/**
 * A loopback stand-in for a Discord channel webhook: `GET /api/webhooks/<id>/<token>` answers the
 * webhook's name as Discord does (the app checks a connection with it), a wrong token 401.
 */
export async function startDiscord(): Promise<{
  url: string
  checks: () => number
  close: () => Promise<void>
}> {
  let checks = 0
  const server = createServer((req, res) => {
    const token = (req.url ?? '').split('?')[0]?.split('/')[4]
    res.setHeader('content-type', 'application/json')
    if (token !== DISCORD_TOKEN) {
      res.writeHead(401).end(JSON.stringify({ message: 'Invalid Webhook Token', code: 50027 }))
      return
    }
    checks += 1
    res.end(JSON.stringify({ id: '1', type: 1, name: 'Spaces bot', channel_id: '42' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    checks: () => checks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
