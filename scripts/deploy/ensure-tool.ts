/**
 * The checkers of deploy/'s files are Debian's programs (caddy, promtool, docker-compose,
 * systemd-analyze). A test finds its program on PATH; when it is missing and the test runs as root
 * with apt-get, it installs the Debian package first (as e2e/ensure-chromium.mjs does for Chromium);
 * otherwise it answers undefined and the test says how to get it. CI installs them beforehand (.ci/run).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'

export function findOnPath(program: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/sbin', '/bin']
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, program)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return undefined
}

const canInstall = () => process.getuid?.() === 0 && findOnPath('apt-get') !== undefined

/** The program's path, installing Debian's `debianPackage` when it is missing and we may. */
export function ensureTool(program: string, debianPackage: string): string | undefined {
  const found = findOnPath(program)
  if (found || !canInstall()) {
    if (!found)
      console.warn(`${program} is not installed: apt-get install ${debianPackage} (the check is skipped)`)
    return found
  }
  console.log(`${program} not found: installing Debian's ${debianPackage} package…`)
  installDebianPackage(debianPackage)
  return findOnPath(program)
}

/**
 * Installs a Debian package with apt-get, as root. RUNLEVEL=1 keeps a package's service (caddy,
 * prometheus, nginx) from being started where policy-rc.d does not already forbid it; recommended
 * packages are not needed to check files. Another test may be installing its program at the same
 * moment: apt waits for its lock rather than failing. When the package lists are stale, they are
 * updated and the install tried again.
 */
export function installDebianPackage(debianPackage: string): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600']
  const install = () =>
    spawnSync('apt-get', ['install', ...lockWait, '-y', '-qq', '--no-install-recommends', debianPackage], {
      env,
      stdio: 'inherit',
    })
  if (install().status !== 0) {
    execFileSync('apt-get', ['update', ...lockWait, '-qq'], { env, stdio: 'inherit' })
    install()
  }
}
