import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')

/** The operator's command line of this run's build, as `npm run admin -- …` runs it. */
function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [...inject('cliArgs'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('the command line', () => {
  it('lists its commands, and answers a wrong command line with a usage line and exit 2', () => {
    const help = cli(['help'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('check-config')
    expect(cli([]).code).toBe(2)
    const unknown = cli(['frobnicate'])
    expect(unknown.code).toBe(2)
    expect(unknown.err).toContain('Unknown command "frobnicate"')
    expect(unknown.err).toContain('Usage:')
    const extra = cli(['check-config', 'now'])
    expect(extra.code).toBe(2)
    expect(extra.err).toContain('Usage: npm run admin -- check-config')
  })

  it('check-config says what is wrong without the secret, and what a valid one runs with', () => {
    const bad = cli(['check-config'], { PORT: 'abc' })
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('PORT')
    const secret = 'hunter2hunter2'
    const masked = cli(['check-config'], {
      SMTP_URL: `smtp://mailer:${secret}@127.0.0.1:2525`,
      DATABASE_URL: `postgres://spaces:${secret}@db.example:5432/spaces`,
      NODE_ENV: 'development',
    })
    expect(masked.code).toBe(0)
    expect(masked.out).toContain('Configuration is valid.')
    expect(masked.out).toContain('db.example')
    expect(masked.out + masked.err).not.toContain(secret)
  })
})
