import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { freePort } from './test-app'

/**
 * The local push service of the tests: `web-push-testing` (a real RFC 8030 endpoint that decrypts what
 * it receives, RFC 8291), its server started as a child process on a free port (the package's CLI
 * daemonises it and keeps a pid file, which parallel test files would share).
 */
export interface PushService {
  url: string
  /** A new browser subscription for `applicationServerKey`: the PushSubscription JSON and its id. */
  subscribe: (applicationServerKey: string) => Promise<{
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
    clientHash: string
  }>
  /** The decrypted messages one subscription received. */
  messages: (clientHash: string) => Promise<unknown[]>
  /** Makes the endpoint answer 410 Gone from now on. */
  expire: (clientHash: string) => Promise<void>
  stop: () => void
}

const require = createRequire(import.meta.url)
const serverScript = path.join(
  path.dirname(require.resolve('web-push-testing/package.json')),
  'src/bin/server.js',
)

export async function startPushService(): Promise<PushService> {
  const port = await freePort()
  const child = spawn(process.execPath, [serverScript, String(port)], { stdio: 'ignore' })
  const url = `http://localhost:${port}`
  const post = async (pathname: string, body?: unknown) => {
    const res = await fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let json: { data?: Record<string, unknown> } = {}
    try {
      json = text ? JSON.parse(text) : {}
    } catch {
      // Some answers are plain text ("OK").
    }
    return { status: res.status, json }
  }
  for (let i = 0; i < 50; i++) {
    const ok = await post('/status').then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    subscribe: async (applicationServerKey) => {
      // The service wants the option as the text a form would send.
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })
      const data = res.json.data as {
        endpoint: string
        keys: { p256dh: string; auth: string }
        clientHash: string
      }
      return { subscription: { endpoint: data.endpoint, keys: data.keys }, clientHash: data.clientHash }
    },
    messages: async (clientHash) => {
      const res = await post('/get-notifications', { clientHash })
      return ((res.json.data as { messages?: unknown[] } | undefined)?.messages ?? []) as unknown[]
    },
    expire: async (clientHash) => {
      await post(`/expire-subscription/${clientHash}`)
    },
    stop: () => {
      child.kill()
    },
  }
}
