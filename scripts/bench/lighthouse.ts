/**
 * Lighthouse 12's mobile preset (a mid-range phone: 4× CPU slowdown, slow 4G, simulated) on the five
 * public pages the browser suite audits: the performance score and total blocking time,
 * with first and largest contentful paint, the median of BENCH_LIGHTHOUSE_RUNS runs each. The site
 * runs as `npm start` runs it (the server bundle, the built web app) with the demo data, in Debian's
 * Chromium. Skipped with BENCH_LIGHTHOUSE=off.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import type { BenchSettings } from './config'
import { freePort, ROOT, serverEnv, startServer } from './server-process'

export interface LighthousePage {
  path: string
  /** 0–100, the median run's. */
  performance: number
  totalBlockingTimeMs: number
  firstContentfulPaintMs: number
  largestContentfulPaintMs: number
  /** Every run's performance score and TBT, in order, to see the spread. */
  runs: { performance: number; totalBlockingTimeMs: number }[]
}

export interface LighthouseFigures {
  preset: 'mobile'
  runsPerPage: number
  lighthouseVersion: string
  pages: LighthousePage[]
}

const PROFILE = '/profile/civicsquare_nyc'

/** The median of an odd or even count (the lower middle). */
function median<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b))
  return sorted[Math.floor((sorted.length - 1) / 2)] as T
}

/**
 * One performance run. Lighthouse now and then fails to record a trace on a busy machine
 * (NO_NAVSTART and the like): such a run says nothing about the page and is tried again, twice at most.
 */
async function auditOnce(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError) return lhr
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`)
  }
}

function buildWebApp(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', '@spaces/web'], { cwd: ROOT, stdio: 'ignore' })
  if (result.status !== 0) throw new Error('npm run build -w @spaces/web failed')
}

export async function benchLighthouse(
  settings: BenchSettings,
  bundleFile: string,
  log: (text: string) => void,
): Promise<LighthouseFigures> {
  log('Lighthouse: building the web app…')
  buildWebApp()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-bench-lighthouse-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { server } = await startServer({
    args: [bundleFile],
    env: { ...serverEnv({ DATA_DIR: dataDir }, port), BASE_URL: origin, SEED_DEMO_DATA: 'true' },
    probePath: '/readyz',
  })
  const debuggingPort = await freePort()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  })
  try {
    const spaces = (await (await fetch(`${origin}/api/spaces`)).json()) as { data: { id: number }[] }
    const paths = ['/', PROFILE, `/spaces/${spaces.data[0]?.id ?? 1}`, '/reading', '/glossary']
    const pages: LighthousePage[] = []
    let lighthouseVersion = ''
    for (const pagePath of paths) {
      const runs: (LighthousePage['runs'][number] & { fcp: number; lcp: number })[] = []
      for (let run = 1; run <= settings.lighthouseRuns; run++) {
        log(`Lighthouse: ${pagePath}, run ${run} of ${settings.lighthouseRuns}…`)
        const lhr = await auditOnce(`${origin}${pagePath}`, debuggingPort)
        lighthouseVersion = lhr.lighthouseVersion
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        })
      }
      const middle = median(runs, (r) => r.performance)
      pages.push({
        path: pagePath,
        performance: middle.performance,
        totalBlockingTimeMs: median(runs, (r) => r.totalBlockingTimeMs).totalBlockingTimeMs,
        firstContentfulPaintMs: median(runs, (r) => r.fcp).fcp,
        largestContentfulPaintMs: median(runs, (r) => r.lcp).lcp,
        runs: runs.map((r) => ({ performance: r.performance, totalBlockingTimeMs: r.totalBlockingTimeMs })),
      })
    }
    return { preset: 'mobile', runsPerPage: settings.lighthouseRuns, lighthouseVersion, pages }
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The Markdown section of the report. */
export function lighthouseMarkdown(figures: LighthouseFigures): string {
  const rows = figures.pages.map(
    (p) =>
      `| ${p.path} | **${p.performance}** | **${p.totalBlockingTimeMs}** | ${p.firstContentfulPaintMs} | ${p.largestContentfulPaintMs} | ${p.runs.map((r) => `${r.performance} / ${r.totalBlockingTimeMs}`).join(', ')} |`,
  )
  return [
    `## Lighthouse ${figures.lighthouseVersion}, mobile preset, median of ${figures.runsPerPage}`,
    '',
    'Simulated throttling (4× CPU slowdown, slow 4G) on this machine: the scores move with whatever else it is doing. Goal: performance ≥ 95 and TBT ≤ 200 ms on every page.',
    '',
    '| page | performance | TBT ms | FCP ms | LCP ms | every run (score / TBT) |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n')
}
