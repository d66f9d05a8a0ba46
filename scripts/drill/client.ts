/**
 * One visitor of the drill: an HTTPS client with its own keep-alive connection to nginx, cookies and
 * the CSRF token, as a browser has. It never retries: every failure is counted as it happened.
 */
import http from 'node:http'
import https from 'node:https'

export interface Answer {
  status: number
  retryAfter: string | undefined
  location: string | undefined
  body: string
}

/** Requests slower than this count as failed (`timeout`). */
const REQUEST_TIMEOUT_MS = 20_000

export class DrillClient {
  private readonly cookies = new Map<string, string>()
  private csrfToken: string | undefined
  private readonly agent: https.Agent

  constructor(
    private readonly port: number,
    ca: string,
  ) {
    this.agent = new https.Agent({ keepAlive: true, maxSockets: 1, ca, servername: 'localhost' })
  }

  /**
   * One request through nginx, or straight to an instance's port (`direct`, plain HTTP); rejects with
   * the network error (its `code`, e.g. ECONNRESET) when there is no answer.
   */
  request(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string; direct?: number } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      const options = {
        host: '127.0.0.1',
        method,
        path,
        headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
      }
      const req = (init.direct ? http : https).request(
        init.direct
          ? { ...options, port: init.direct, agent: false }
          : { ...options, port: this.port, agent: this.agent },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const pair = line.split(';')[0] ?? ''
            const eq = pair.indexOf('=')
            if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
          }
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            body += chunk
          })
          res.on('end', () => {
            const { 'retry-after': retryAfter, location } = res.headers
            resolve({ status: res.statusCode ?? 0, retryAfter, location, body })
          })
          res.on('error', reject)
        },
      )
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
      )
      req.on('error', reject)
      req.end(init.body)
    })
  }

  /** A JSON call with the session's CSRF token. */
  async send(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<Answer> {
    this.csrfToken ??= JSON.parse((await this.request('GET', '/csrf-token')).body).csrfToken as string
    return this.request(method, path, {
      headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrfToken },
      body: JSON.stringify(body),
    })
  }

  /**
   * Logs in through the X sandbox's OAuth flow, as a browser does, all on one instance (`direct`):
   * the sandbox keeps its authorization codes in its own process's memory. The session it makes is
   * in the database, so it holds on every instance.
   */
  async login(handle: string, direct: number): Promise<void> {
    const start = await this.request('GET', '/api/auth/twitter', { direct })
    if (start.status !== 200) throw new Error(`login start answered ${start.status}: ${start.body}`)
    const authUrl = new URL(JSON.parse(start.body).authUrl as string, 'https://localhost')
    const form = new URLSearchParams({ ...Object.fromEntries(authUrl.searchParams), username: handle })
    const authorized = await this.request('POST', authUrl.pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      direct,
    })
    if (authorized.status !== 302 || !authorized.location) {
      throw new Error(`sandbox authorize answered ${authorized.status}: ${authorized.body}`)
    }
    const callback = new URL(authorized.location, 'https://localhost')
    const back = await this.request('GET', `${callback.pathname}${callback.search}`, { direct })
    if (back.location !== '/?auth=success') throw new Error(`login as ${handle} failed: ${back.location}`)
    this.csrfToken = undefined
  }

  close(): void {
    this.agent.destroy()
  }
}
