// Finds Prometheus's own linter for the metrics tests: `promtool` on the PATH. When it is missing it
// installs Debian's prometheus package if it can (root with apt-get), as ensure-spamassassin.mjs does
// for SpamAssassin; otherwise it says how, in one line. Exits 0 when `promtool` can be run.
import { execSync } from 'node:child_process'

const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (has('promtool')) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (isRoot && has('apt-get')) {
  console.log("promtool not found: installing Debian's prometheus package…")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus', {
    stdio: 'inherit',
  })
  if (has('promtool')) process.exit(0)
}
console.error(
  'promtool not found: install it (Debian/Ubuntu: sudo apt-get install prometheus) for the metrics tests.',
)
process.exit(1)
