import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('defaults to SQLite in ./data, port 3000 and the X sandbox', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true)
    expect(config.x.mode).toBe('sandbox')
    expect(config.seedDemoData).toBe(true)
    expect(config.baseUrl).toBe('http://localhost:3000')
  })

  it('uses live X, and never seeds, when X credentials are set', () => {
    const config = loadConfig({
      X_CLIENT_ID: 'abc',
      X_CLIENT_SECRET: 'def',
      BASE_URL: 'https://spaces.example.org/',
    })
    expect(config.x.mode).toBe('live')
    expect(config.x.authorizeUrl).toBe('https://x.com/i/oauth2/authorize')
    expect(config.seedDemoData).toBe(false)
    expect(config.baseUrl).toBe('https://spaces.example.org')
  })

  it('normalises ADMIN_USERNAMES', () => {
    expect(loadConfig({ ADMIN_USERNAMES: ' @Alice, bob ,,' }).adminUsernames).toEqual(['alice', 'bob'])
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 0 and 65535 (got "abc").'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535 (got "70000").'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ BASE_URL: 'ftp://x' }, 'BASE_URL must be an http(s) URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ X_MODE: 'live' }, 'X_CLIENT_ID is required when X_MODE=live'],
  ])('refuses %j with one clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('start-up with a wrong configuration', () => {
  const main = path.resolve(__dirname, 'main.ts')
  const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx')

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number between 0 and 65535 (got "abc").'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Configuration error: DATABASE_URL must be a PostgreSQL URL'],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' },
      'Cannot connect to the database (DATABASE_URL)',
    ],
  ])('stops with exactly one line for %j', (env, line) => {
    const result = spawnSync(tsx, [main], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(line)
    expect(result.stdout.trim()).toBe('')
  })
})
