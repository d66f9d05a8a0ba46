/**
 * A host's embedded schedule, GET /embed/hosts/{username}?limit=5, with 1,000 upcoming
 * Spaces stored over 20 hosts: requests/s of the compiled server against a bare node:http server
 * sending the same bytes and headers, at 10 connections, br accepted as a browser sends it. The page
 * is cached per data version (and minute), so this measures the cached path, with the view counted.
 */
import type { BenchSettings } from './config'
import { benchCachedPath } from './feed'
import { ACCEPT_ENCODING } from './list'
import type { LoadFigures } from './load'

/** feed.ts's first seeded host. */
export const EMBED_PATH = '/embed/hosts/feed_host_0?limit=5&theme=auto'
/** feed.ts's FEED_CONNECTIONS, which benchCachedPath uses. */
const EMBED_CONNECTIONS = 10

export interface EmbedFigures {
  path: string
  spacesStored: number
  cards: number
  htmlBytes: number
  encodedBytes: number
  connections: number
  bare: LoadFigures
  app: LoadFigures
}

export async function benchEmbed(
  settings: BenchSettings,
  bundle: string,
  log: (line: string) => void,
  spaces = 1000,
): Promise<EmbedFigures> {
  const figures = await benchCachedPath(
    settings,
    bundle,
    log,
    {
      name: 'embed page',
      path: EMBED_PATH,
      // As another site's frame asks for it: cross-site, so every view is counted.
      headers: { 'accept-encoding': ACCEPT_ENCODING, 'sec-fetch-site': 'cross-site' },
      count: (html) => html.split('<li>').length - 1,
    },
    spaces,
  )
  return {
    path: EMBED_PATH,
    spacesStored: spaces,
    cards: figures.items,
    htmlBytes: figures.bodyBytes,
    encodedBytes: figures.encodedBytes,
    connections: EMBED_CONNECTIONS,
    bare: figures.bare,
    app: figures.app,
  }
}

/** The embed section of the report, as Markdown. */
export function embedMarkdown(embed: EmbedFigures): string {
  const ms = (v: number) => v.toFixed(1)
  const rate = (v: number) => Math.round(v).toLocaleString('en-US')
  return [
    `## Embed page, GET ${embed.path}, ${embed.spacesStored.toLocaleString('en-US')} upcoming Spaces stored, against bare node:http sending the same bytes`,
    '',
    `${embed.cards} Spaces, ${embed.htmlBytes.toLocaleString('en-US')} bytes of HTML sent as ${embed.encodedBytes} bytes of br; cached per data version and minute, each view counted in memory.`,
    '',
    '| connections | bare req/s | bare p50 / p99 ms | embed req/s | embed p50 / p99 ms | embed / bare |',
    '|---|---|---|---|---|---|',
    `| ${embed.connections} | ${rate(embed.bare.requestsPerSecond)} | ${ms(embed.bare.p50)} / ${ms(embed.bare.p99)} | ${rate(embed.app.requestsPerSecond)} | ${ms(embed.app.p50)} / ${ms(embed.app.p99)} | **${(embed.app.requestsPerSecond / embed.bare.requestsPerSecond).toFixed(3)}×** |`,
    '',
  ].join('\n')
}
