// Finds a Debian-packaged tool the tests read their outputs with (SpamAssassin for mail, promtool for
// metrics): `node ensure-debian-tool.mjs <command> <package> <what it is for>`. When the command is not
// on the PATH it installs the package if it can (root with apt-get), as e2e/ensure-chromium.mjs does for
// Chromium; otherwise it says how, in one line. Exits 0 when the command can be run.
import { execSync } from 'node:child_process'
import { installDebianPackages } from '../../../scripts/deploy/apt-get-install.mjs'

const [command, pkg, purpose] = process.argv.slice(2)
if (!command || !pkg || !purpose) {
  console.error('usage: node ensure-debian-tool.mjs <command> <package> <what it is for>')
  process.exit(2)
}

const has = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (has(command)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (isRoot && has('apt-get')) {
  console.log(`${command} not found: installing Debian's ${pkg} package…`)
  installDebianPackages([pkg])
  if (has(command)) process.exit(0)
}
console.error(`${command} not found: install it (Debian/Ubuntu: sudo apt-get install ${pkg}) for ${purpose}.`)
process.exit(1)
