import { describe, expect, it } from 'vitest'
import { parseSmtpUrl } from './smtp-url'

describe('parseSmtpUrl', () => {
  it('reads host, port, TLS, a percent-encoded user and password, and nodemailer’s query options', () => {
    expect(
      parseSmtpUrl(
        'smtps://us%40er:p%3Ass%2Fw%40rd@mail.example.org:465?name=spaces.example.org&tls.rejectUnauthorized=false&pool=true',
      ),
    ).toEqual({
      host: 'mail.example.org',
      port: 465,
      secure: true,
      auth: { user: 'us@er', pass: 'p:ss/w@rd' },
      name: 'spaces.example.org',
      tls: { rejectUnauthorized: false },
      pool: true,
    })
    expect(parseSmtpUrl('smtp://127.0.0.1:2525')).toEqual({ host: '127.0.0.1', port: 2525, secure: false })
    expect(parseSmtpUrl('smtp://[::1]:25')).toEqual({ host: '::1', port: 25, secure: false })
  })

  it('keeps a colon written plainly in a password, as WHATWG URL reads it', () => {
    expect(parseSmtpUrl('smtp://us:er:pw@mail.example.org')?.auth).toEqual({ user: 'us', pass: 'er:pw' })
  })

  it('ignores query keys that could reach an object’s prototype or nest anywhere but tls', () => {
    const options = parseSmtpUrl('smtp://h.example.org?__proto__=x&constructor=y&auth.user=z&host=evil')
    expect(options).toEqual({ host: 'h.example.org', secure: false })
  })

  it.each([
    'smtps://us:er:SECRET@[::1:587',
    'smtp://',
    'smtp://:25',
    'smtps://mail.example.org:99999',
    'smtp://mail.example.org:port',
    'smtp://user:%E0%A4%A@mail.example.org',
    'http://mail.example.org',
    'not a url',
  ])('refuses %s', (text) => {
    expect(parseSmtpUrl(text)).toBeNull()
  })
})
