/** Every figure of one run (`--json` prints the object itself); report.ts writes them as Markdown. */
import type { AttackFigures } from './attack'
import type { ChannelsLiveFigures } from './channels-live'
import type { ColdStartFigures } from './cold-start'
import type { EmbedFigures } from './embed'
import type { FeedFigures } from './feed'
import type { HomeBytesFigures } from './home-bytes'
import type { HugeFigures } from './huge'
import type { LighthouseFigures } from './lighthouse'
import type { ListFigures } from './list-figures'
import type { MailBench } from './mail-bench'
import type { RebuildFigures } from './rebuilds'
import type { SearchFigures } from './search'
import type { WebhookBench } from './webhooks'

export interface BenchResults {
  startedAt: string
  machine: { cpus: number; cpuModel: string; node: string; platform: string }
  settings: {
    database: 'sqlite' | 'postgres'
    secondsPerLoad: number
    warmupSeconds: number
    connections: number[]
    acceptEncoding: string
    coldStartRuns: number
  }
  /** How each load was made, in words (also printed above the tables). */
  method: string[]
  list: ListFigures[]
  /** Large over small: how the one-month list scales with the number of Spaces stored. */
  scaling: Scaling[]
  coldStart: ColdStartFigures
  newsletter: MailBench
  /** A Space going live on the sandbox to its channel post (channels-live.ts). */
  channelsLive?: ChannelsLiveFigures
  /** Reminders to 10,000 followers of one host (reminders.ts). */
  reminders?: MailBench
  /** Webhook deliveries to a receiver on loopback against a bare fetch loop (webhooks.ts). */
  webhooks?: WebhookBench
  /** Connection errors, timeouts and non-2xx answers over all loads; the bench fails when not 0. */
  errors: number
  /** The site's calendar feed against bare node:http (feed.ts). */
  feed?: FeedFigures
  /** A host's embed page against bare node:http (embed.ts). */
  embed?: EmbedFigures
  /** The home page's bytes on the wire per language (home-bytes.ts). */
  homeBytes?: HomeBytesFigures
  /** GET /api/search at BENCH_SPACES Spaces, 10 connections, and its plans (search.ts). */
  search?: SearchFigures
  /** /healthz while 8 clients send distinct wide windows (attack.ts). */
  attack?: AttackFigures
  /** PostgreSQL, two instances: /healthz while the feed and sitemap are rebuilt, idle rebuilds (rebuilds.ts). */
  rebuilds?: RebuildFigures
  /** 1,000,000 Spaces: plans, the X import's writes, the lists and feeds (huge.ts). */
  huge?: HugeFigures
  /** The bench's goals against the figures of this run (report.ts, goalsOf). */
  goals?: Goal[]
  /** Lighthouse's mobile preset on the public pages (lighthouse.ts); absent with BENCH_LIGHTHOUSE=off. */
  lighthouse?: LighthouseFigures
}

export interface Goal {
  goal: string
  figure: string
  met: boolean
}

export interface Scaling {
  connections: number
  small: number
  large: number
  warm: { smallRps: number; largeRps: number; ratio: number; smallP99: number; largeP99: number }
  bypassed: { smallRps: number; largeRps: number; ratio: number; smallP99: number; largeP99: number }
}
