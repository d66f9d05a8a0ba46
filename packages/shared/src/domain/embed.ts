import { escapeHtml } from './html-escape'
import { bareUsername } from './username'

/**
 * Embeddable schedules: the options of /embed/* pages, their addresses, and the snippets a
 * host pastes into their own site. The server's pages, oEmbed answers and the web app's Embed panel
 * all build from here, so a snippet always names what the server answers.
 */

export const EMBED_LIMIT_MIN = 1
export const EMBED_LIMIT_MAX = 20
export const EMBED_LIMIT_DEFAULT = 5
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const
export type EmbedTheme = (typeof EMBED_THEMES)[number]

/** The one message an embed page posts to its parent: `{ type, height, id }` (id: the frame's #hash). */
export const EMBED_HEIGHT_MESSAGE = 'spaces-calendar:height'

/** The sandbox the plain iframe snippet carries: scripts (times, height) and new tabs for its links. */
export const EMBED_IFRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox'

export interface EmbedOptions {
  limit: number
  theme: EmbedTheme
  /** The page's language (`?lang=`, embed.js's `data-lang`); absent: the visitor's browser decides. */
  lang?: string
}

/**
 * `?limit=`, leniently: an embed is pasted by hand into someone else's page, so a typo shows the
 * default and a number out of range is brought into it (1–20) rather than breaking their page.
 */
export function embedLimit(raw: string | undefined): number {
  if (raw === undefined || !/^\s*\d{1,6}\s*$/.test(raw)) return EMBED_LIMIT_DEFAULT
  return Math.min(EMBED_LIMIT_MAX, Math.max(EMBED_LIMIT_MIN, Number(raw)))
}

/** `?theme=`: light, dark or auto (the viewer's preference); anything else is auto. */
export function embedTheme(raw: string | undefined): EmbedTheme {
  const value = raw?.trim().toLowerCase()
  return (EMBED_THEMES as readonly string[]).includes(value ?? '') ? (value as EmbedTheme) : 'auto'
}

/** Whose Spaces an embed shows: one host, a few hosts (a community), or one Space. */
export type EmbedTarget = { username: string } | { hosts: readonly string[] } | { spaceId: number }

const query = (options: EmbedOptions) =>
  `limit=${options.limit}&theme=${options.theme}${options.lang ? `&lang=${encodeURIComponent(options.lang)}` : ''}`

/** The embed page's path with its options, e.g. `/embed/hosts/alice?limit=5&theme=auto`. */
export function embedPath(target: EmbedTarget, options: EmbedOptions): string {
  if ('username' in target) {
    return `/embed/hosts/${encodeURIComponent(bareUsername(target.username))}?${query(options)}`
  }
  if ('spaceId' in target) return `/embed/spaces/${target.spaceId}?${query(options)}`
  const hosts = target.hosts.map((host) => encodeURIComponent(bareUsername(host))).join(',')
  return `/embed/spaces?${hosts === '' ? '' : `hosts=${hosts}&`}${query(options)}`
}

/** The frame's accessible name (its `title`). */
export function embedTitle(target: EmbedTarget): string {
  if ('username' in target) return `Upcoming Spaces of @${bareUsername(target.username)}`
  if ('spaceId' in target) return 'A Space on Spaces Calendar'
  return target.hosts.length === 0
    ? 'Upcoming Spaces'
    : `Upcoming Spaces of ${target.hosts.map((h) => `@${bareUsername(h)}`).join(', ')}`
}

/**
 * A first height for the frame before the page reports its own (pixels): a heading, a footer and
 * about one card per Space. embed.js and the page's message then set the real one.
 */
export function embedHeightEstimate(limit: number): number {
  return 96 + 128 * limit
}

/** The plain iframe (also oEmbed's `html`), every value escaped; `title` replaces the English name. */
export function embedIframeHtml(
  origin: string,
  target: EmbedTarget,
  options: EmbedOptions & { width?: number; height?: number; title?: string },
): string {
  const src = `${origin}${embedPath(target, options)}`
  const height = options.height ?? embedHeightEstimate(options.limit)
  const width = options.width === undefined ? '100%' : String(options.width)
  const title = options.title ?? embedTitle(target)
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${width}" ` +
    `height="${height}" sandbox="${EMBED_IFRAME_SANDBOX}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  )
}

/** The script snippet: a placeholder `<div>` that /embed.js turns into a frame that sizes itself. */
export function embedScriptHtml(
  origin: string,
  target: { username: string } | { hosts: readonly string[] },
  options: EmbedOptions,
): string {
  const who =
    'username' in target
      ? `data-spaces-calendar="${escapeHtml(bareUsername(target.username))}"`
      : `data-spaces-calendar-hosts="${escapeHtml(target.hosts.map(bareUsername).join(','))}"`
  return (
    `<div ${who} data-limit="${options.limit}" data-theme="${options.theme}"${options.lang ? ` data-lang="${escapeHtml(options.lang)}"` : ''}></div>\n` +
    `<script src="${escapeHtml(`${origin}/embed.js`)}" async></script>`
  )
}
