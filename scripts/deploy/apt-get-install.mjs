// Installs Debian packages with apt-get, as root: the one install behind every program the tests,
// the drill and the deploy checks find missing (scripts/deploy/ensure-tool.ts, e2e/ensure-chromium.mjs,
// apps/server/test/ensure-debian-tool.mjs). Plain JavaScript, so the two scripts node runs directly
// can import it too.
import { execFileSync, spawnSync } from 'node:child_process'

/**
 * RUNLEVEL=1 keeps a package's service (nginx, caddy, prometheus) from being started where
 * policy-rc.d does not already forbid it. What a package only recommends is left out: the tests run
 * the program itself (SpamAssassin without its rule compiler, docker-compose without Docker's engine).
 * Another test may be installing its program at the same moment: apt waits for its lock rather than
 * failing. When the package lists are stale or missing, they are updated and the install tried again.
 * The caller checks that its program is there afterwards.
 *
 * @param {string[]} packages
 * @returns {void}
 */
export function installDebianPackages(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600']
  const install = () =>
    spawnSync('apt-get', ['install', ...lockWait, '-y', '-qq', '--no-install-recommends', ...packages], {
      env,
      stdio: 'inherit',
    })
  if (install().status !== 0) {
    execFileSync('apt-get', ['update', ...lockWait, '-qq'], { env, stdio: 'inherit' })
    install()
  }
}
