import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../apps/server/src/config'
import { buildServer } from '../build-server.mjs'
import { freePort } from '../drill/processes'
import { ENV_TEMPLATE, ROOT } from './config-table'
import { ensureTool } from './ensure-tool'
import { readUnit, seconds, setting, UNITS } from './unit-file'

/**
 * The systemd units: `systemd-analyze verify` accepts both (the template as an instance), they carry
 * the hardening and stop settings the runbook promises, and the template instance's command, user,
 * working directory and environment file really start the built server and stop it on its
 * KillSignal within TimeoutStopSec. systemd itself cannot start services where PID 1 is not systemd
 * (these machines): that last test runs the unit's command line as systemd would instead, and
 * `npm run container-check` starts both units under a real systemd inside a container.
 */
const analyze = ensureTool('systemd-analyze', 'systemd')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'spaces-systemd-'))
const bundleDir = path.join(ROOT, 'apps/server/dist', `deploy-test-${process.pid}`)
let server: ChildProcess | undefined
afterAll(() => {
  server?.kill('SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
  rmSync(bundleDir, { recursive: true, force: true })
})

describe('deploy/systemd', () => {
  it.skipIf(!analyze)('passes systemd-analyze verify, the template as an instance', () => {
    for (const unit of UNITS) copyFileSync(path.join(ROOT, 'deploy/systemd', unit), path.join(scratch, unit))
    const result = spawnSync(
      analyze as string,
      ['verify', '--man=no', './spaces-calendar.service', 'spaces-calendar@3001.service'],
      {
        cwd: scratch,
        encoding: 'utf8',
      },
    )
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('ships spaces-admin as a script a POSIX shell accepts', () => {
    const result = spawnSync('sh', ['-n', path.join(ROOT, 'deploy/systemd/spaces-admin')], {
      encoding: 'utf8',
    })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('is hardened, restarts after a crash, and outwaits the server’s own stop timeout', () => {
    const { timeoutSeconds } = loadConfig({}).shutdown
    for (const name of UNITS) {
      const unit = readUnit(name)
      expect(setting(unit, 'User'), name).toBe('spaces-calendar')
      expect(setting(unit, 'ProtectSystem'), name).toBe('strict')
      expect(setting(unit, 'ReadWritePaths'), name).toBe('/var/lib/spaces-calendar')
      expect(setting(unit, 'NoNewPrivileges'), name).toBe('true')
      expect(setting(unit, 'Restart'), name).toBe('on-failure')
      expect(setting(unit, 'KillSignal'), name).toBe('SIGTERM')
      expect(unit.get('EnvironmentFile')?.[0], name).toBe('/etc/spaces-calendar/spaces-calendar.env')
      expect(seconds(setting(unit, 'TimeoutStopSec')), name).toBeGreaterThan(timeoutSeconds)
    }
  })

  it('starts the built server from the template instance’s command line, and stops it on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const pid1 = existsSync('/proc/1/comm') ? readFileSync('/proc/1/comm', 'utf8').trim() : 'unknown'
    console.log(`PID 1 is ${pid1}: running the unit's command as systemd would, without systemd.`)
    const unit = readUnit('spaces-calendar@.service')
    const port = await freePort()
    const bundle = path.join(bundleDir, 'main.js')
    await buildServer(bundle)
    // The unit's paths, moved to this checkout: /opt/spaces-calendar is the application's folder.
    const command = setting(unit, 'ExecStart')
      .replaceAll('%i', String(port))
      .replace('/opt/spaces-calendar/apps/server/dist/main.js', bundle)
      .split(' ')
    expect(setting(unit, 'WorkingDirectory')).toBe('/opt/spaces-calendar')
    const dataDir = path.join(scratch, 'state')
    const env = {
      ...(parseEnv(readFileSync(ENV_TEMPLATE, 'utf8')) as Record<string, string>),
      DATA_DIR: dataDir,
      PATH: process.env.PATH ?? '',
    }
    mkdirSync(dataDir)
    // As root, the service's own unprivileged account stands in for User=spaces-calendar.
    const asRoot = process.getuid?.() === 0
    if (asRoot) {
      chmodSync(scratch, 0o755)
      chownSync(dataDir, 65534, 65534)
    }
    server = spawn(command[0] as string, command.slice(1), {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    })
    let stderr = ''
    server.stderr?.on('data', (chunk) => {
      stderr += chunk
    })
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)))
    const deadline = Date.now() + 60_000
    let ready = false
    while (!ready && Date.now() < deadline && server.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
      if (!ready) await new Promise((r) => setTimeout(r, 200))
    }
    expect(ready, stderr).toBe(true)
    expect(existsSync(path.join(dataDir, 'spaces.sqlite'))).toBe(true)
    const stopBy = Date.now() + seconds(setting(unit, 'TimeoutStopSec')) * 1000
    server.kill(setting(unit, 'KillSignal') as NodeJS.Signals)
    const code = await exited
    expect(code, stderr).toBe(0)
    expect(Date.now()).toBeLessThan(stopBy)
  })
})
