/**
 * The checkers of deploy/'s files are Debian's programs (caddy, promtool, docker-compose,
 * systemd-analyze). A test finds its program on PATH; when it is missing and the test runs as root
 * with apt-get, it installs the Debian package first (as e2e/ensure-chromium.mjs does for Chromium);
 * otherwise it answers undefined and the test says how to get it. CI installs them beforehand (.ci/run).
 */
import { accessSync, constants } from 'node:fs'
import path from 'node:path'
import { installDebianPackages } from './apt-get-install.mjs'

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
  installDebianPackages([debianPackage])
  return findOnPath(program)
}
