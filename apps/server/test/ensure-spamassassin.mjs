// Finds SpamAssassin for the mail tests: `spamassassin` on the PATH. When it is missing it installs
// Debian's spamassassin package if it can (root with apt-get), as e2e/ensure-chromium.mjs does for
// Chromium; otherwise it says how, in one line. Exits 0 when `spamassassin` can be run.
import { execSync } from 'node:child_process'

const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (has('spamassassin')) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (isRoot && has('apt-get')) {
  console.log("SpamAssassin not found: installing Debian's spamassassin package…")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq spamassassin', {
    stdio: 'inherit',
  })
  if (has('spamassassin')) process.exit(0)
}
console.error(
  'SpamAssassin not found: install it (Debian/Ubuntu: sudo apt-get install spamassassin) for the mail tests.',
)
process.exit(1)
