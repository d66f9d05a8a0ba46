import type { EmbedTheme } from '@spaces/shared/domain/embed'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { msg } from '../../i18n/message'
import { htmlLangAttributes } from '../../i18n/request-locale'
import { type Translator, translatorFor } from '../../i18n/translate'
import { escapeHtml } from '../../lib/html'
import { cspHash, EMBED_PAGE_SCRIPT, EMBED_TIME_FORMAT } from './embed.scripts'

/** One Space as the embed shows it: every text still raw (escaped here), every URL already checked. */
export interface EmbedCard {
  title: string
  pageUrl: string
  /** UTC, ISO 8601. */
  startIso: string
  startUnix: number
  badge: string
  isLive: boolean
  hostLine: string
  action: { label: string; href: string } | null
  calendarUrl: string | null
}

export interface EmbedPageModel {
  /** The tab title and the frame's heading. */
  heading: string
  /** Where the heading links (a profile, the Space, or the site). */
  headingUrl: string
  cards: EmbedCard[]
  emptyText: string
  siteUrl: string
  theme: EmbedTheme
  /** The language of every word the page writes (the hosts' own words stay as written). */
  locale: Locale
}

const STYLE = `:root{--bg:#fff;--fg:#1a1a1a;--mu:#4b5563;--ln:#1d4ed8;--bd:#d1d5db;--bb:#e5e7eb;--bf:#1f2937;--lv:#b91c1c;--lf:#fff;color-scheme:light}
:root[data-theme=dark]{--bg:#111827;--fg:#f3f4f6;--mu:#d1d5db;--ln:#93c5fd;--bd:#374151;--bb:#374151;--bf:#f3f4f6;--lv:#fca5a5;--lf:#111827;color-scheme:dark}
@media (prefers-color-scheme:dark){:root[data-theme=auto]{--bg:#111827;--fg:#f3f4f6;--mu:#d1d5db;--ln:#93c5fd;--bd:#374151;--bb:#374151;--bf:#f3f4f6;--lv:#fca5a5;--lf:#111827;color-scheme:dark}}
*{box-sizing:border-box}html,body{margin:0}body{background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:12px}
h1{font-size:17px;margin:0 0 8px}h2{font-size:16px;margin:2px 0}a{color:var(--ln)}ul{list-style:none;margin:0;padding:0}
li{border:1px solid var(--bd);border-radius:10px;padding:10px 12px;margin:0 0 8px}p{margin:2px 0}
.m{color:var(--mu);font-size:14px}.b{display:inline-block;font-size:12px;font-weight:700;border-radius:99px;padding:1px 8px;margin-right:6px;background:var(--bb);color:var(--bf)}
.b.l{background:var(--lv);color:var(--lf)}.a{display:flex;flex-wrap:wrap;gap:6px 14px;margin-top:6px}.a a{font-weight:600}
footer{margin-top:6px}`

const SCRIPT_HASH = cspHash(EMBED_PAGE_SCRIPT)
const STYLE_HASH = cspHash(STYLE)

/**
 * The embed pages' own policy (lib/security-headers.ts lets any site frame /embed/*): nothing but
 * the page's one script and style, by hash (the page is cached, so no nonce), and pictures.
 */
export const EMBED_CSP = [
  "default-src 'none'",
  `script-src ${SCRIPT_HASH}`,
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data: https:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ')

const utcFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A start in UTC as the page's script writes it in the viewer's zone, in the page's language. */
function utcFormat(locale: Locale): Intl.DateTimeFormat {
  let format = utcFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? 'en-US' : locale, {
      ...EMBED_TIME_FORMAT,
      ...(locale === 'ja' ? { hourCycle: 'h23' as const } : {}),
      timeZone: 'UTC',
    })
    utcFormats.set(locale, format)
  }
  return format
}

const external = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`

function renderCard(card: EmbedCard, locale: Locale, t: Translator): string {
  const badge = `<span class="b${card.isLive ? ' l' : ''}">${escapeHtml(card.badge)}</span>`
  const when = `<time datetime="${escapeHtml(card.startIso)}">${escapeHtml(utcFormat(locale).format(card.startUnix * 1000))}</time>`
  const actions = [
    card.action ? external(card.action.href, card.action.label) : '',
    card.calendarUrl ? external(card.calendarUrl, t(msg('Add to Google Calendar'))) : '',
  ].filter((a) => a !== '')
  return (
    `<li><p class="m">${badge}${when}</p><h2>${external(card.pageUrl, card.title)}</h2>` +
    `<p class="m">${escapeHtml(card.hostLine)}</p>` +
    (actions.length > 0 ? `<p class="a">${actions.join('')}</p>` : '') +
    '</li>'
  )
}

/** A whole embed page (or its error page, with no cards and a message): tiny, no framework. */
export function renderEmbedPage(model: EmbedPageModel): string {
  const { locale } = model
  const t = translatorFor(locale)
  const list =
    model.cards.length > 0
      ? `<ul>${model.cards.map((card) => renderCard(card, locale, t)).join('')}</ul>`
      : `<p>${escapeHtml(model.emptyText)}</p>`
  // The page's script fills {zone} with the viewer's zone when it rewrites the times.
  const inViewerZone = t(msg('Times in your time zone ({zone}).', { zone: '{zone}' }))
  return (
    `<!doctype html><html ${htmlLangAttributes(locale)} data-theme="${model.theme}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(`${model.heading} · Spaces Calendar`)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${external(model.headingUrl, model.heading)}</h1>${list}` +
    `<footer class="m"><p id="zone" data-local="${escapeHtml(inViewerZone)}">${escapeHtml(t(msg('Times in UTC.')))}</p>` +
    `<p>${escapeHtml(t(msg('Links open in a new tab.')))} ${external(model.siteUrl, 'Spaces Calendar')}</p></footer>` +
    `</main><script>${EMBED_PAGE_SCRIPT}</script></body></html>`
  )
}
