import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ENV_TEMPLATE, ROOT } from './config-table'
import { ensureTool } from './ensure-tool'

/**
 * Each file of deploy/ checked by its own tool, Debian's package (installed here when missing and
 * allowed, see ensure-tool.ts): the Caddyfile by `caddy validate` (and `caddy fmt`), the alert rules
 * by `promtool check rules` and their unit tests by `promtool test rules`, the compose file by
 * `docker-compose config` in both profiles. nginx's file is checked by scripts/drill/nginx.test.ts
 * (`nginx -t`), the systemd units by systemd.test.ts.
 */
const deploy = path.join(ROOT, 'deploy')
const run = (program: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  spawnSync(program, args, {
    encoding: 'utf8',
    cwd: options.cwd ?? deploy,
    env: options.env ?? process.env,
    timeout: 60_000,
  })

const caddy = ensureTool('caddy', 'caddy')
const promtool = ensureTool('promtool', 'prometheus')
const compose = ensureTool('docker-compose', 'docker-compose')

describe('deploy/caddy/Caddyfile', () => {
  it.skipIf(!caddy)('passes caddy validate', () => {
    const result = run(caddy as string, ['validate', '--config', 'caddy/Caddyfile', '--adapter', 'caddyfile'])
    expect(result.stdout + result.stderr).toContain('Valid configuration')
    expect(result.status).toBe(0)
  })

  it.skipIf(!caddy)('is as caddy fmt writes it, and leaves compression to the app', () => {
    const file = readFileSync(path.join(deploy, 'caddy/Caddyfile'), 'utf8')
    const result = run(caddy as string, ['fmt', 'caddy/Caddyfile'])
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(file)
    const directives = file.split('\n').filter((line) => !line.trim().startsWith('#'))
    expect(directives.join('\n')).not.toMatch(/^\s*encode\b/m)
    expect(directives.join('\n')).toMatch(/^\s*health_uri \/readyz$/m)
  })
})

describe('deploy/prometheus/alerts.yml', () => {
  it.skipIf(!promtool)('passes promtool check rules', () => {
    const result = run(promtool as string, ['check', 'rules', 'prometheus/alerts.yml'])
    expect(result.stdout + result.stderr).toMatch(/SUCCESS: \d+ rules found/)
    expect(result.status).toBe(0)
  })

  it.skipIf(!promtool)('passes its unit tests (promtool test rules)', () => {
    const result = run(promtool as string, ['test', 'rules', 'alerts.test.yml'], {
      cwd: path.join(deploy, 'prometheus'),
    })
    expect(result.stdout + result.stderr).toContain('SUCCESS')
    expect(result.status).toBe(0)
  })

  it('gives every alert a summary, a description and a runbook section that exists', () => {
    const rules = readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8')
    const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8')
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((m) => m[1] as string)
    expect(alerts.length).toBeGreaterThanOrEqual(10)
    const headings = new Set(
      [...operations.matchAll(/^#{2,4} (\S+)$/gm)].map((m) => (m[1] as string).toLowerCase()),
    )
    for (const [i, alert] of alerts.entries()) {
      const block = rules.split('- alert: ')[i + 1] ?? ''
      expect(block, alert).toMatch(/summary: "/)
      expect(block, alert).toMatch(/description: "/)
      expect(block, alert).toContain(`runbook_url: "docs/operations.md#${alert.toLowerCase()}"`)
      expect(headings.has(alert.toLowerCase()), `docs/operations.md has a heading "${alert}"`).toBe(true)
    }
  })
})

describe('deploy/compose.yaml', () => {
  const env = { ...process.env, SPACES_ENV_FILE: ENV_TEMPLATE, POSTGRES_PASSWORD: 'compose-check' }
  for (const profile of ['sqlite', 'cluster']) {
    it.skipIf(!compose)(
      `passes docker-compose config (profile ${profile}), reading the env template as node does`,
      () => {
        const result = run(compose as string, ['-f', 'compose.yaml', '--profile', profile, 'config'], { env })
        expect(result.stderr).not.toMatch(/ERROR|WARNING/)
        expect(result.status).toBe(0)
        const service = profile === 'sqlite' ? 'app' : 'app1'
        const block = result.stdout.split(`\n  ${service}:\n`)[1]?.split(/\n {2}\S/)[0] ?? ''
        // Compose's own dotenv reader gives the app the template's values (those compose sets itself aside).
        const template = parseEnv(readFileSync(ENV_TEMPLATE, 'utf8')) as Record<string, string>
        expect(block).toContain('MAIL_FROM: Spaces Calendar <newsletter@spaces.example.org>')
        expect(block).toContain(`BASE_URL: ${template.BASE_URL}`)
        expect(block).toContain("TRUST_PROXY: '1'")
        if (profile === 'cluster')
          expect(block).toContain('DATABASE_URL: postgres://spaces:compose-check@postgres:5432/spaces')
      },
    )
  }
})
