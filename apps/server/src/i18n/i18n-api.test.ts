import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { startTestServer, type TestServer } from '../../test/test-app'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the API's sentences, in the request's language", () => {
  it('answers a 400 in Spanish to a Spanish reader, and keeps the English exactly for everyone else', async () => {
    const person = await createActor(server, 'user')
    const body = '{"not json'
    const headers = {
      'content-type': 'application/json',
      'x-csrf-token': await person.client.fetchCsrfToken(),
    }
    const spanish = await person.client.request('PUT', '/api/auth/locale', {
      headers: { ...headers, 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
      body,
    })
    expect(spanish.status).toBe(400)
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(spanish.json.error).toBe('El cuerpo de la solicitud no es JSON válido.')
    const english = await person.client.request('PUT', '/api/auth/locale', { headers, body })
    expect(english.json.error).toBe('The request body is not valid JSON.')
    const unknownLanguage = await person.client.request('PUT', '/api/auth/locale', {
      headers: { ...headers, 'accept-language': 'xx-YY, *' },
      body,
    })
    expect(unknownLanguage.json.error).toBe('The request body is not valid JSON.')
  })

  it('puts values into the translated sentence', async () => {
    const anonymous = await createActor(server, 'anonymous')
    const res = await anonymous.client.request('GET', '/api/glossary/no%20such%20term', {
      headers: { accept: 'application/json', 'accept-language': 'pt-BR' },
    })
    expect(res.status).toBe(404)
    expect(res.json.error).toBe('O glossário não tem o termo “no such term”.')
  })

  it('saves a language with the account: user.locale, the lang cookie, and the answers that follow', async () => {
    const person = await createActor(server, 'user')
    expect((await person.client.get('/api/auth/user')).json.user.locale).toBeNull()
    const saved = await person.client.send('PUT', '/api/auth/locale', { locale: 'ja-JP' })
    expect(saved.status).toBe(200)
    expect(saved.json).toEqual({ locale: 'ja' })
    expect(saved.headers.get('set-cookie')).toMatch(/lang=ja;/)
    expect((await person.client.get('/api/auth/user')).json.user.locale).toBe('ja')
    const row = await server.app.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', person.user?.id ?? 0)
      .executeTakeFirstOrThrow()
    expect(row.locale).toBe('ja')
    // The saved language answers even without the cookie, ahead of Accept-Language.
    const withoutCookie = person.client.cookieHeader().replace(/(?:^|;\s*)lang=[^;]*/, '')
    const res = await person.client.request('GET', '/api/glossary/nothing-here', {
      headers: { accept: 'application/json', cookie: withoutCookie, 'accept-language': 'es' },
    })
    expect(res.json.error).toBe('用語集に「nothing-here」という用語はありません。')
  })

  it('refuses a language the site does not speak with a sentence, and a visitor without a session', async () => {
    const person = await createActor(server, 'user')
    for (const locale of ['klingon', '', 'fr', '<script>', 'x'.repeat(101)]) {
      const res = await person.client.send('PUT', '/api/auth/locale', { locale }, { 'accept-language': 'ar' })
      expect(res.status, locale).toBe(400)
      expect(res.json.error, locale).toMatch(/[\u0600-\u06ff]/)
    }
    const bad = await person.client.send('PUT', '/api/auth/locale', { locale: 'fr' })
    expect(bad.json.error).toBe(
      'The site does not speak this language. Choose one of: en, es, pt-BR, ja, ar.',
    )
    const wrongType = await person.client.send('PUT', '/api/auth/locale', { locale: 7 })
    expect(wrongType.status).toBe(400)
    const anonymous = await createActor(server, 'anonymous')
    const refused = await anonymous.client.send('PUT', '/api/auth/locale', { locale: 'es' })
    expect(refused.status).toBe(401)
  })
})
