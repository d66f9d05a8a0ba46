// Finds Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium. When neither exists it
// installs Debian's chromium if it can (root with apt-get); otherwise it says how, in one line.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

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
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=600 -y -qq --no-install-recommends chromium fonts-liberation',
    { stdio: 'inherit' },
  )
  if (existsSync('/usr/bin/chromium')) process.exit(0)
}
console.error(
  'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
)
process.exit(1)
