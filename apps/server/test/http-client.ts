/** A tiny browser stand-in for API tests: keeps cookies, fetches and sends the CSRF token. */
export class TestClient {
  private readonly cookies = new Map<string, string>()
  private csrfToken: string | undefined

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value)
  }

  getCookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** A raw request: no redirects followed, cookies kept. */
  async request(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ) {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: { ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}), ...init.headers },
      body: init.body,
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    const text = await res.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    // biome-ignore lint/suspicious/noExplicitAny: test convenience; assertions check the shape
    return { status: res.status, headers: res.headers, text, json: json as any }
  }

  async fetchCsrfToken(): Promise<string> {
    const res = await this.request('GET', '/csrf-token')
    this.csrfToken = res.json.csrfToken
    return this.csrfToken as string
  }

  get(path: string) {
    return this.request('GET', path, { headers: { accept: 'application/json' } })
  }

  /** A JSON call with the CSRF token, fetched on first use (and again after login rotates the session). */
  async send(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const token = this.csrfToken ?? (await this.fetchCsrfToken())
    return this.request(method, path, {
      headers: {
        'x-csrf-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  /** Logs in through the real OAuth flow and the sandbox's authorize form, as a browser does. */
  async login(username: string): Promise<void> {
    const start = await this.get('/api/auth/twitter')
    if (start.status !== 200) throw new Error(`login start answered ${start.status}`)
    const authorize = await this.authorize(start.json.authUrl, { username })
    const callback = await this.request('GET', authorize)
    if (callback.headers.get('location') !== '/?auth=success') {
      throw new Error(`login as ${username} failed: ${callback.headers.get('location')}`)
    }
    this.csrfToken = undefined
  }

  /** Posts the sandbox authorize form for an authUrl; returns the redirect target (the callback URL). */
  async authorize(authUrl: string, fields: Record<string, string>): Promise<string> {
    const url = new URL(authUrl, this.baseUrl)
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...fields })
    const res = await this.request('POST', url.pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    const location = res.headers.get('location')
    if (res.status !== 302 || !location)
      throw new Error(`sandbox authorize answered ${res.status}: ${res.text}`)
    const back = new URL(location)
    return `${back.pathname}${back.search}`
  }
}
