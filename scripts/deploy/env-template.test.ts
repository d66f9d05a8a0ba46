import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { checkConfigCommand } from '../../apps/server/src/cli/check-config.command'
import { assignedNames, configTableVariables, ENV_TEMPLATE } from './config-table'

/**
 * deploy/.env.example: every variable of the configuration table, once, and nothing else; read alike
 * by a dotenv parser (node's, the format systemd's EnvironmentFile and compose's env_file read) and a
 * POSIX shell (how `spaces-admin` loads it for the command line); and the server's own check-config
 * accepts it as shipped. Compose's reader is compared in tools.test.ts.
 */
const template = readFileSync(ENV_TEMPLATE, 'utf8')
const parsed = parseEnv(template) as Record<string, string>

describe('deploy/.env.example', () => {
  it('lists exactly the variables of the configuration table, each once', () => {
    const table = configTableVariables()
    expect(table.length).toBeGreaterThan(40)
    const names = assignedNames(template)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    expect([...names].sort()).toEqual([...new Set(table)].sort())
    expect(Object.keys(parsed).sort()).toEqual([...names].sort())
  })

  it('keeps every comment on a line of its own, and quotes what needs quotes', () => {
    for (const line of template.split('\n')) {
      if (line === '' || line.startsWith('#')) continue
      expect(line, line).toMatch(/^[A-Z][A-Z0-9_]*=("[^"$`\\]*"|'[^']*'|[^\s"'#<>$`\\]*)$/)
    }
    expect(parsed.MAIL_FROM).toBe('Spaces Calendar <newsletter@spaces.example.org>')
  })

  it('reads the same in a POSIX shell as in a dotenv parser', () => {
    const shell = spawnSync(
      'sh',
      [
        '-c',
        'set -a; . "$1"; set +a; node -e "process.stdout.write(JSON.stringify(process.env))"',
        'sh',
        ENV_TEMPLATE,
      ],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      },
    )
    expect(shell.status, shell.stderr).toBe(0)
    const fromShell = JSON.parse(shell.stdout) as Record<string, string>
    for (const [name, value] of Object.entries(parsed)) expect(fromShell[name], name).toBe(value)
  })

  it('passes check-config as shipped, naming a production site on real X', async () => {
    const out: string[] = []
    const err: string[] = []
    const code = await checkConfigCommand.run([], {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: parsed,
    })
    expect(err).toEqual([])
    expect(code).toBe(0)
    expect(out[0]).toBe('Configuration is valid.')
    expect(out.join('\n')).toContain('https://spaces.example.org (production)')
    expect(out.join('\n')).toContain('real X')
  })

  it('fails check-config when a value is broken, as a hand-written file would', async () => {
    const err: string[] = []
    const broken = parseEnv(template.replace('MAIL_GIVE_UP_HOURS=', 'MAIL_GIVE_UP_HOURS=forever')) as Record<
      string,
      string
    >
    const code = await checkConfigCommand.run([], {
      out: () => {},
      err: (line) => err.push(line),
      env: broken,
    })
    expect(code).toBe(1)
    expect(err.join('\n')).toContain('MAIL_GIVE_UP_HOURS')
  })
})
