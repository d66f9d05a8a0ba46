import { createServer } from 'node:net'
import { type Browser, chromium } from '@playwright/test'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { chromiumPath } from '../env'

export type Preset = 'mobile' | 'desktop'

/** A free TCP port on loopback, for Chromium's remote debugging (Lighthouse talks to it there). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Debian's Chromium with a debugging port, the flags Lighthouse's own launcher would pass. */
export async function launchForLighthouse(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      `--remote-debugging-port=${port}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  })
  return { browser, port }
}

/** One Lighthouse run of `url` with the preset's form factor, screen and throttling. */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
  filters: Pick<Flags, 'onlyCategories' | 'onlyAudits'>,
): Promise<Result> {
  // Now and then Lighthouse fails to record a trace on a busy machine (NO_NAVSTART and the like), or
  // its audits error out (a category then scores 0 with nothing failing): such a run says nothing
  // about the page, so it is tried again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(
      url,
      // The full-page screenshot only illustrates an HTML report, which this check never writes.
      { port, logLevel: 'error', output: 'json', disableFullPageScreenshot: true, ...filters },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    const lhr = runner?.lhr
    const errored = Object.values(lhr?.audits ?? {}).filter((audit) => audit.scoreDisplayMode === 'error')
    if (lhr && !lhr.runtimeError && errored.length === 0) return lhr
    if (attempt === 3) {
      const why = lhr?.runtimeError?.message ?? errored.map((a) => `${a.id}: ${a.errorMessage}`).join('; ')
      throw new Error(`Lighthouse could not audit ${url}: ${why}`)
    }
  }
}

/** The audits of a category that did not pass, with what they found, for a failure message. */
export function failingAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit?.details as { items?: unknown[] } | undefined)?.items ?? []
      return `${audit?.id}: ${audit?.title} ${JSON.stringify(items.slice(0, 3)).slice(0, 600)}`
    })
}
