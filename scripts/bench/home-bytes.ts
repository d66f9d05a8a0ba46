/**
 * The home page's bytes on the wire in each of the site's languages: GET /?lang=xx with br accepted
 * as Chromium asks, the document (its headers and its br body) and the same-origin scripts and
 * styles the document names (script src, link rel=stylesheet, modulepreload and preload), each as
 * sent, br where the server compresses it. A chunk the app imports later (a language's catalog
 * loaded on demand) is not named by the document and not counted. The site runs as `npm start` runs
 * it (the server bundle, the built web app), with no data: the page's own weight, not its Spaces'.
 *
 * Part of `npm run bench`; alone: `npx tsx scripts/bench/home-bytes.ts` (builds the bundle, and the
 * web app when apps/web/dist has none).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCALES, type Locale } from '@spaces/shared/i18n/locales'
import { ACCEPT_ENCODING, getSettled } from './list-http'
import { buildBundle, freePort, ROOT, serverEnv, startServer } from './server-process'

export interface HomeBytes {
  locale: Locale
  path: string
  /** The status line and headers, as text. */
  documentHeaderBytes: number
  /** The document's body as sent (br), and before compression. */
  documentBodyBytes: number
  documentHtmlBytes: number
  contentEncoding: string
  /** The scripts and styles the document names, as sent (headers not counted). */
  assets: number
  assetBytes: number
  /** Document headers + body + assets. */
  totalBytes: number
}

export interface HomeBytesFigures {
  acceptEncoding: string
  pages: HomeBytes[]
}

const headerBytes = (status: number, headers: http.IncomingHttpHeaders) =>
  Buffer.byteLength(`HTTP/1.1 ${status}\r\n`) +
  Object.entries(headers).reduce((sum, [name, value]) => {
    const values = Array.isArray(value) ? value : [value ?? '']
    return sum + values.reduce((s, v) => s + Buffer.byteLength(`${name}: ${v}\r\n`), 0)
  }, 2)

/** The same-origin scripts and styles a page's HTML names. */
export function namedAssets(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)) found.add(match[1] as string)
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? ''
    const href = /\bhref="(\/[^"]+)"/.exec(tag)?.[1]
    if (href && /\b(stylesheet|modulepreload|preload)\b/.test(rel) && !href.startsWith('//')) found.add(href)
  }
  return [...found]
}

async function measure(origin: string, locale: Locale): Promise<HomeBytes> {
  const headers = { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html' }
  const pagePath = `/?lang=${locale}`
  const page = await getSettled(`${origin}${pagePath}`, headers)
  if (page.status !== 200) throw new Error(`GET ${pagePath} answered ${page.status}`)
  const plain = await getSettled(`${origin}${pagePath}`, { accept: 'text/html' })
  const assets = namedAssets(plain.body.toString('utf8'))
  let assetBytes = 0
  for (const asset of assets) {
    const answer = await getSettled(`${origin}${asset}`, { 'accept-encoding': ACCEPT_ENCODING })
    if (answer.status !== 200) throw new Error(`GET ${asset} answered ${answer.status}`)
    assetBytes += answer.body.length
  }
  const documentHeaderBytes = headerBytes(page.status, page.headers)
  return {
    locale,
    path: pagePath,
    documentHeaderBytes,
    documentBodyBytes: page.body.length,
    documentHtmlBytes: plain.body.length,
    contentEncoding: String(page.headers['content-encoding'] ?? 'identity'),
    assets: assets.length,
    assetBytes,
    totalBytes: documentHeaderBytes + page.body.length + assetBytes,
  }
}

function buildWebAppUnlessBuilt(log: (text: string) => void): void {
  if (existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return
  log('home page bytes: building the web app…')
  const result = spawnSync('npm', ['run', 'build', '-w', '@spaces/web'], { cwd: ROOT, stdio: 'ignore' })
  if (result.status !== 0) throw new Error('npm run build -w @spaces/web failed')
}

export async function benchHomeBytes(
  bundleFile: string,
  log: (text: string) => void,
): Promise<HomeBytesFigures> {
  buildWebAppUnlessBuilt(log)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-bench-home-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { server } = await startServer({
    args: [bundleFile],
    env: { ...serverEnv({ DATA_DIR: dataDir }, port), BASE_URL: origin },
    probePath: '/readyz',
  })
  try {
    const pages: HomeBytes[] = []
    for (const locale of LOCALES) {
      log(`home page bytes: /?lang=${locale}…`)
      pages.push(await measure(origin, locale))
    }
    return { acceptEncoding: ACCEPT_ENCODING, pages }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The section of the report, as Markdown. */
export function homeBytesMarkdown(figures: HomeBytesFigures): string {
  const n = (v: number) => v.toLocaleString('en-US')
  return [
    '## The home page’s bytes on the wire, per language',
    '',
    `GET /?lang=xx with \`accept-encoding: ${figures.acceptEncoding}\`: the document (headers, and its body as sent) and the scripts and styles it names, as sent. Chunks loaded later (a language’s catalog imported on demand) are not named by the document and not counted.`,
    '',
    '| language | document headers | document body (HTML) | assets named | assets | total |',
    '|---|---|---|---|---|---|',
    ...figures.pages.map(
      (p) =>
        `| ${p.locale} | ${n(p.documentHeaderBytes)} | ${n(p.documentBodyBytes)} ${p.contentEncoding} (${n(p.documentHtmlBytes)}) | ${p.assets} | ${n(p.assetBytes)} | **${n(p.totalBytes)}** |`,
    ),
    '',
  ].join('\n')
}

// Alone: build the bundle, measure, print the table.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (text: string) => process.stderr.write(`bench: ${text}\n`)
  const bundle = await buildBundle()
  try {
    console.log(homeBytesMarkdown(await benchHomeBytes(bundle.file, log)))
  } finally {
    bundle.remove()
  }
}
