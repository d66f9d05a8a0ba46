/**
 * The systemd units started for real: systemd cannot run services where PID 1 is not systemd (these
 * machines), so `npm run container-check` runs systemd as PID 1 of a podman container built on the
 * checked image, with the units and the env template installed as operations.md says (the app in
 * /opt/spaces-calendar, the `spaces-calendar` user, /etc/spaces-calendar/spaces-calendar.env), and
 * checks: `spaces-calendar.service` starts and answers /readyz, runs as its user with its data dir
 * owned by it, `spaces-admin` works beside it (check-config, backup; restore refused while it runs),
 * `systemctl stop` ends it with status 0 within TimeoutStopSec; then the template instance
 * `spaces-calendar@<port>` does the same on its own port. The container needs CAP_SYS_ADMIN for the
 * units' sandboxing (namespaces); podman grants it from this machine's root.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../drill/processes'
import { ROOT } from './config-table'

const SYSTEMD_IMAGE = 'localhost/spaces-systemd:check'

function containerfile(baseImage: string, port: number): string {
  return `FROM ${baseImage}
USER root
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends systemd systemd-sysv >/dev/null && rm -rf /var/lib/apt/lists/*
RUN useradd --system --home-dir /var/lib/spaces-calendar --shell /usr/sbin/nologin spaces-calendar \\
 && ln -s /app /opt/spaces-calendar && install -d -m 0750 /etc/spaces-calendar \\
 && install -m 0755 /app/deploy/systemd/spaces-admin /usr/local/bin/spaces-admin
COPY spaces-calendar.env /etc/spaces-calendar/spaces-calendar.env
COPY spaces-calendar.service spaces-calendar@.service /etc/systemd/system/
RUN chgrp spaces-calendar /etc/spaces-calendar/spaces-calendar.env && chmod 0640 /etc/spaces-calendar/spaces-calendar.env
ENV container=podman
STOPSIGNAL SIGRTMIN+3
CMD ["/sbin/init"]
EXPOSE ${port}
`
}

export async function checkSystemdUnits(options: {
  baseImage: string
  scratch: string
  podman: (args: string[], o?: { quiet?: boolean }) => string
  limits: string[]
}): Promise<string[]> {
  const { podman, scratch } = options
  const [port, instancePort] = [await freePort(), await freePort()]
  for (const unit of ['spaces-calendar.service', 'spaces-calendar@.service']) {
    copyFileSync(path.join(ROOT, 'deploy/systemd', unit), path.join(scratch, unit))
  }
  const env = readFileSync(path.join(ROOT, 'deploy/.env.example'), 'utf8')
    .replace(/^BASE_URL=.*$/m, `BASE_URL=http://127.0.0.1:${port}`)
    .replace(/^PORT=.*$/m, `PORT=${port}`)
  writeFileSync(path.join(scratch, 'spaces-calendar.env'), env)
  writeFileSync(path.join(scratch, 'Containerfile'), containerfile(options.baseImage, port))
  podman(['build', '--network', 'host', ...options.limits, '-t', SYSTEMD_IMAGE, scratch], { quiet: true })
  const name = `spaces-systemd-${process.pid}`
  podman(
    [
      'run',
      '-d',
      '--systemd=always',
      '--network',
      'host',
      '--cap-add',
      'SYS_ADMIN',
      ...options.limits,
      '--name',
      name,
      SYSTEMD_IMAGE,
    ],
    {
      quiet: true,
    },
  )
  const exec = (...args: string[]) => podman(['exec', name, ...args], { quiet: true }).trim()
  const tryExec = (...args: string[]) =>
    spawnSync('podman', ['--runtime', 'runc', 'exec', name, ...args], { encoding: 'utf8' })
  const report: string[] = []
  try {
    for (const [unit, unitPort] of [
      ['spaces-calendar.service', port],
      [`spaces-calendar@${instancePort}.service`, instancePort],
    ] as const) {
      exec('systemctl', 'start', unit)
      await waitReady(`http://127.0.0.1:${unitPort}/readyz`)
      const user = exec('systemctl', 'show', unit, '-p', 'User', '--value')
      const owner = exec('stat', '-c', '%U', '/var/lib/spaces-calendar/spaces.sqlite')
      const check = exec('spaces-admin', 'check-config').split('\n')[0]
      const backup = exec(
        'spaces-admin',
        'backup',
        '--to',
        '/var/lib/spaces-calendar/check.sqlite',
        '--force',
      )
      const restore = tryExec('spaces-admin', 'restore', '--from', '/var/lib/spaces-calendar/check.sqlite')
      const started = Date.now()
      exec('systemctl', 'stop', unit)
      const stoppedIn = ((Date.now() - started) / 1000).toFixed(1)
      const status = exec('systemctl', 'show', unit, '-p', 'ExecMainStatus', '--value')
      const result = exec('systemctl', 'show', unit, '-p', 'Result', '--value')
      const exposure = /Overall exposure level[^:]*: (.+)$/m.exec(
        tryExec('systemd-analyze', 'security', unit, '--no-pager').stdout,
      )?.[1]
      report.push(
        `${unit}: /readyz 200 on port ${unitPort}; User=${user}, database owned by ${owner}; spaces-admin: ${check} / ${backup.split(':')[0]} / restore while running: exit ${restore.status}; systemctl stop: ${stoppedIn} s, status ${status}, ${result}; systemd-analyze security: ${exposure ?? 'n/a'}`,
      )
      if (
        user !== 'spaces-calendar' ||
        owner !== 'spaces-calendar' ||
        restore.status !== 1 ||
        status !== '0' ||
        result !== 'success'
      ) {
        throw new Error(`the unit did not behave as the runbook says:\n${report.join('\n')}`)
      }
    }
  } finally {
    execFileSync('podman', ['rm', '-f', name], { stdio: 'ignore' })
  }
  return report
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer 200 within 90 s`)
}
