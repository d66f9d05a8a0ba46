/**
 * `npm run container-check`: builds deploy/Dockerfile with Debian's podman and runs the image once,
 * where no image registry is reachable (these machines): the base images are made from Debian's
 * packages with mmdebstrap (Debian 13, whose nodejs is 20.19; the build image adds a compiler and
 * node's headers), imported into podman, and passed to the Dockerfile's NODE_IMAGE and BUILD_IMAGE.
 * Then: the container starts, /readyz answers 200 from the host, its HEALTHCHECK passes, it runs as
 * uid 10001, the command line inside accepts its environment, and SIGTERM stops it with exit code 0.
 * Then the systemd units run for real under systemd in a container on that image
 * (systemd-in-container.ts), since systemd is not PID 1 on these machines.
 *
 * What these machines need of podman, and why (docs/operations.md, "Containers on these machines"):
 * - runc with lowered rlimits: the sandbox lacks CAP_SYS_RESOURCE, so podman's default
 *   RLIMIT_NOFILE/NPROC (raised to the maximum) cannot be set, and crun refuses the hybrid cgroups;
 * - host networking: podman's bridge has no route out, and the build's npm ci needs the registry;
 * - the host's CA bundle mounted into the build, for npm to trust the machine's TLS;
 * The base images are kept between runs (`podman rmi localhost/spaces-node-base …` to make them anew).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../drill/processes'
import { ROOT } from './config-table'
import { ensureTool } from './ensure-tool'
import { checkSystemdUnits } from './systemd-in-container'

const SUITE = 'trixie'
const BASES = {
  'localhost/spaces-node-base': 'ca-certificates,passwd,nodejs',
  'localhost/spaces-node-build': 'ca-certificates,passwd,nodejs,npm,g++,make,python3,libnode-dev',
}
const IMAGE = 'localhost/spaces-calendar:check'
const NAME = `spaces-check-${process.pid}`
const LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096']

function need(program: string, pkg: string): string {
  const found = ensureTool(program, pkg)
  if (!found) throw new Error(`${program} is needed: apt-get install ${pkg}`)
  return found
}

function step(what: string): () => void {
  const started = Date.now()
  process.stderr.write(`${what}…\n`)
  return () => process.stderr.write(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
}

function podman(args: string[], options: { quiet?: boolean } = {}): string {
  return execFileSync('podman', ['--runtime', 'runc', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
}

function ensureBase(image: string, packages: string, scratch: string): void {
  if (spawnSync('podman', ['image', 'exists', image]).status === 0) return
  const done = step(`Making ${image} from Debian's packages (mmdebstrap ${SUITE}: ${packages})`)
  const tarball = path.join(scratch, 'base.tar')
  execFileSync('mmdebstrap', ['--variant=minbase', `--include=${packages}`, SUITE, tarball], {
    stdio: 'inherit',
  })
  podman(['import', tarball, image], { quiet: true })
  rmSync(tarball, { force: true })
  done()
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 120_000
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
  throw new Error(`${url} did not answer 200 within 120 s; podman logs ${NAME}`)
}

async function main(): Promise<void> {
  need('podman', 'podman')
  need('mmdebstrap', 'mmdebstrap')
  need('runc', 'runc')
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'spaces-container-'))
  try {
    for (const [image, packages] of Object.entries(BASES)) ensureBase(image, packages, scratch)
    const built = step('Building deploy/Dockerfile')
    podman([
      'build',
      '--format',
      'docker',
      '--network',
      'host',
      ...LIMITS,
      '--volume',
      '/etc/ssl/certs/ca-certificates.crt:/etc/ssl/certs/ca-certificates.crt:ro',
      '--build-arg',
      'NODE_IMAGE=localhost/spaces-node-base',
      '--build-arg',
      'BUILD_IMAGE=localhost/spaces-node-build',
      '--build-arg',
      'npm_config_nodedir=/usr',
      '-f',
      'deploy/Dockerfile',
      '-t',
      IMAGE,
      '.',
    ])
    built()
    const port = await freePort()
    const data = path.join(scratch, 'data')
    execFileSync('mkdir', ['-p', data])
    chownSync(data, 10001, 10001)
    const ran = step(`Running ${IMAGE} on 127.0.0.1:${port}`)
    podman(
      [
        'run',
        '-d',
        '--name',
        NAME,
        '--network',
        'host',
        ...LIMITS,
        '--volume',
        `${data}:/data`,
        '-e',
        `PORT=${port}`,
        '-e',
        'HOST=127.0.0.1',
        '-e',
        `BASE_URL=http://127.0.0.1:${port}`,
        '-e',
        'X_CLIENT_ID=container-check',
        '-e',
        'X_CLIENT_SECRET=container-check',
        IMAGE,
      ],
      { quiet: true },
    )
    try {
      await waitReady(`http://127.0.0.1:${port}/readyz`)
      const health = spawnSync('podman', ['--runtime', 'runc', 'healthcheck', 'run', NAME], {
        encoding: 'utf8',
      })
      const uid = podman(['exec', NAME, 'id', '-u'], { quiet: true }).trim()
      const check = podman(['exec', NAME, 'node', 'apps/server/dist/cli.js', 'check-config'], { quiet: true })
      podman(['stop', '--time', '45', NAME], { quiet: true })
      const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', NAME], { quiet: true }).trim()
      ran()
      const size = podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE], { quiet: true }).trim()
      console.log(
        `/readyz: 200; HEALTHCHECK: ${health.status === 0 ? 'healthy' : `failed (${health.stdout}${health.stderr})`}`,
      )
      console.log(
        `user id inside: ${uid}; check-config: ${check.split('\n')[0]}; exit code after SIGTERM: ${exitCode}`,
      )
      console.log(`image size: ${(Number(size) / 1e6).toFixed(0)} MB`)
      if (health.status !== 0 || uid !== '10001' || exitCode !== '0') process.exitCode = 1
    } finally {
      spawnSync('podman', ['rm', '-f', NAME], { stdio: 'ignore' })
    }
    const units = step('Starting the systemd units for real (systemd as PID 1 of a container on the image)')
    const report = await checkSystemdUnits({ baseImage: IMAGE, scratch, podman, limits: LIMITS })
    units()
    for (const line of report) console.log(line)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

await main()
