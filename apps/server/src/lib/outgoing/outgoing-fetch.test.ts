import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OutgoingFailed,
  type OutgoingPolicy,
  OutgoingRefused,
  outgoingFetch,
  PRODUCTION_POLICY,
} from './outgoing-fetch'

const DEV: OutgoingPolicy = { allowHttp: true, allowLoopback: true, allowPrivate: false }
/** Production's address rules, but plain http, so a loopback receiver could answer if it were reached. */
const PUBLIC_ONLY_HTTP: OutgoingPolicy = { ...PRODUCTION_POLICY, allowHttp: true }

let server: Server
let port = 0
let connections = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` })
      return res.end()
    }
    if (req.url === '/slow') return // never answers
    if (req.url === '/big') {
      res.writeHead(200)
      return res.end('x'.repeat(200_000))
    }
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end(`${req.method} ${req.url} ${body}`)
    })
  })
  server.on('connection', () => {
    connections += 1
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

describe('outgoingFetch', () => {
  it('sends to loopback in development and reads the answer', async () => {
    const res = await outgoingFetch(`http://127.0.0.1:${port}/hook`, { body: 'hello', timeoutMs: 5000 }, DEV)
    expect(res.status).toBe(200)
    expect(res.text).toBe('POST /hook hello')
  })

  it('does not follow a redirect', async () => {
    const before = connections
    const res = await outgoingFetch(`http://127.0.0.1:${port}/redirect`, { timeoutMs: 5000 }, DEV)
    expect(res.status).toBe(302)
    expect(connections).toBe(before + 1)
  })

  it('caps the body it reads', async () => {
    const res = await outgoingFetch(
      `http://127.0.0.1:${port}/big`,
      { timeoutMs: 5000, maxBodyBytes: 1000 },
      DEV,
    )
    expect(res.text.length).toBe(1000)
  })

  it('fails on a timeout and on a refused connection, as passing failures', async () => {
    await expect(outgoingFetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 200 }, DEV)).rejects.toThrow(
      OutgoingFailed,
    )
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    await expect(outgoingFetch(`http://127.0.0.1:${closedPort}/`, { timeoutMs: 2000 }, DEV)).rejects.toThrow(
      /refused the connection/,
    )
  })

  it.each([
    ['http://169.254.169.254/latest/meta-data/', DEV, /metadata/],
    ['https://169.254.169.254/latest/meta-data/', PRODUCTION_POLICY, /metadata/],
    ['http://10.0.0.1/hook', DEV, /private address/],
    ['https://10.0.0.1/hook', PRODUCTION_POLICY, /private address/],
    ['https://100.64.1.1/hook', PRODUCTION_POLICY, /private address/],
    ['http://[::ffff:127.0.0.1]:1/hook', DEV, /mapped/],
    ['http://[fe80::1]/hook', DEV, /link-local/],
    ['http://0.0.0.0/hook', DEV, /link-local, multicast, reserved/],
    ['http://224.0.0.1/hook', DEV, /multicast/],
    ['http://127.0.0.1/hook', PRODUCTION_POLICY, /https/],
    ['https://127.0.0.1/hook', PRODUCTION_POLICY, /loopback/],
    ['https://[::1]/hook', PRODUCTION_POLICY, /loopback/],
    ['ftp://example.org/hook', DEV, /https:\/\/ or http/],
    ['https://user:pw@example.org/hook', PRODUCTION_POLICY, /user name/],
  ])('refuses %s before sending anything', async (url, policy, reason) => {
    const err = await outgoingFetch(url, { timeoutMs: 2000 }, policy).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(OutgoingRefused)
    expect((err as Error).message).toMatch(reason)
  })

  it('refuses a name that resolves to loopback in production, without connecting', async () => {
    const before = connections
    const err = await outgoingFetch(
      `http://localhost:${port}/hook`,
      { timeoutMs: 2000 },
      PUBLIC_ONLY_HTTP,
    ).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(OutgoingRefused)
    expect((err as Error).message).toMatch(/loopback/)
    const https = await outgoingFetch(
      `https://localhost:${port}/hook`,
      { timeoutMs: 2000 },
      PRODUCTION_POLICY,
    ).catch((e: unknown) => e)
    expect(https).toBeInstanceOf(OutgoingRefused)
    expect(connections).toBe(before)
  })

  it('allows private addresses only when the operator does', async () => {
    const allowed: OutgoingPolicy = { ...DEV, allowPrivate: true }
    // 10.255.255.1 is allowed, so the request is tried (whatever becomes of it): not refused.
    const err = await outgoingFetch('http://10.255.255.1:9/hook', { timeoutMs: 300 }, allowed).catch(
      (e: unknown) => e,
    )
    expect(err).not.toBeInstanceOf(OutgoingRefused)
    const metadata = await outgoingFetch('http://169.254.169.254/', { timeoutMs: 300 }, allowed).catch(
      (e: unknown) => e,
    )
    expect(metadata).toBeInstanceOf(OutgoingRefused)
  })
})
