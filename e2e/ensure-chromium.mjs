// Finds Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium. When neither exists it
// installs Debian's chromium if it can (root with apt-get); otherwise it says how, in one line.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { installDebianPackages } from '../scripts/deploy/apt-get-install.mjs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean)
if (candidates.some((p) => existsSync(p))) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
let hasApt = false
try {
  execSync('command -v apt-get', { stdio: 'ignore' })
  hasApt = true
} catch {}

if (isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium package…")
  // fonts-liberation is only recommended by Chromium, and the suite's layouts are measured with it.
  installDebianPackages(['chromium', 'fonts-liberation'])
  if (existsSync('/usr/bin/chromium')) process.exit(0)
}
console.error(
  'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
)
process.exit(1)
