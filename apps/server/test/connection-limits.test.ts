import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './test-app'

/**
 * A request must arrive whole within REQUEST_TIMEOUT_SECONDS (a body trickled a
 * byte at a time no longer holds a connection open), and one address may hold at most
 * MAX_CONNECTIONS_PER_IP connections. Real TCP sockets against the real listening server.
 */

/** Every socket a test opened, destroyed after each block so a failed test cannot hold the server open. */
const opened = new Set<Socket>()
const destroyOpened = () => {
  for (const socket of opened) socket.destroy()
  opened.clear()
}

/** A raw TCP connection that records what the server sent and whether it closed. */
class RawConnection {
  readonly socket: Socket
  received = ''
  closed: Promise<void>
  isClosed = false

  private constructor(socket: Socket) {
    this.socket = socket
    opened.add(socket)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      this.received += chunk
    })
    socket.on('error', () => {})
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.isClosed = true
        resolve()
      }),
    )
  }

  static open(baseUrl: string): Promise<RawConnection> {
    const { hostname, port } = new URL(baseUrl)
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)))
      socket.once('error', reject)
    })
  }

  write(text: string): void {
    if (!this.socket.destroyed) this.socket.write(text)
  }

  /** Waits until the server's answer holds `text`, or the connection closes. */
  async waitFor(text: string): Promise<void> {
    while (!this.received.includes(text) && !this.isClosed) {
      await Promise.race([this.closed, new Promise((resolve) => this.socket.once('data', resolve))])
    }
  }

  close(): Promise<void> {
    this.socket.destroy()
    return this.closed
  }
}

/** Fails the test if `promise` has not settled within a generous bound (a hang is the bug). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: still open after ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

describe('request timeout (REQUEST_TIMEOUT_SECONDS)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ REQUEST_TIMEOUT_SECONDS: '1' })
  })
  afterAll(async () => {
    destroyOpened()
    await server?.close()
  })

  it('cuts a body trickled a byte at a time, answering 408', { timeout: 30_000 }, async () => {
    const conn = await RawConnection.open(server.baseUrl)
    const host = new URL(server.baseUrl).host
    conn.write(
      `POST /x-sandbox/2/oauth2/token HTTP/1.1\r\nHost: ${host}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ng',
    )
    // One byte every 100 ms: each byte would reset an idle timer, never the request's own deadline.
    const trickle = setInterval(() => conn.write('r'), 100)
    try {
      await within(conn.closed, 20_000, 'the trickled request')
    } finally {
      clearInterval(trickle)
    }
    expect(conn.received).toMatch(/^HTTP\/1\.1 408 /)
    expect(conn.received).toContain('{"error":"The request took too long to arrive."}')
  })

  it('cuts headers that never end', { timeout: 30_000 }, async () => {
    const conn = await RawConnection.open(server.baseUrl)
    conn.write('GET /healthz HTTP/1.1\r\n')
    const trickle = setInterval(() => conn.write('X-Slow: y\r\n'), 100)
    try {
      await within(conn.closed, 20_000, 'the endless headers')
    } finally {
      clearInterval(trickle)
    }
    expect(conn.received).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('leaves a prompt request alone', async () => {
    const res = await fetch(new URL('/healthz', server.baseUrl))
    expect(res.status).toBe(200)
  })
})

describe('open connections per address (MAX_CONNECTIONS_PER_IP)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ MAX_CONNECTIONS_PER_IP: '3' })
  })
  afterAll(async () => {
    destroyOpened()
    await server?.close()
  })

  /** A kept-alive connection that has had one answer, so the server has certainly counted it. */
  async function openAnswered(): Promise<RawConnection> {
    const conn = await RawConnection.open(server.baseUrl)
    conn.write(`GET /healthz HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n\r\n`)
    await conn.waitFor('\r\n\r\n')
    return conn
  }

  it('refuses the connection past the cap, and takes one again when another closes', {
    timeout: 30_000,
  }, async () => {
    const held = [await openAnswered(), await openAnswered(), await openAnswered()]
    for (const conn of held) expect(conn.received).toMatch(/^HTTP\/1\.1 200 /)

    const extra = await RawConnection.open(server.baseUrl)
    await within(extra.closed, 20_000, 'the connection past the cap')
    expect(extra.received).toMatch(/^HTTP\/1\.1 429 /)
    expect(extra.received).toContain('Too many open connections from your address')
    for (const conn of held) expect(conn.isClosed).toBe(false)

    await held[0]!.close()
    // The server learns of the close a moment later; until then a new connection is still refused.
    const accepted = await within(
      (async () => {
        for (;;) {
          const conn = await openAnswered()
          if (conn.received.startsWith('HTTP/1.1 200 ')) return conn
          await conn.close()
        }
      })(),
      20_000,
      'a connection after one closed',
    )
    expect(accepted.isClosed).toBe(false)
    await Promise.all([accepted, ...held.slice(1)].map((conn) => conn.close()))
  })
})
