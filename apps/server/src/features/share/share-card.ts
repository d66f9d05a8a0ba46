/**
 * The 1200×630 share picture as a satori element tree (plain objects: the server has no JSX).
 * Pure: the same card gives the same tree, so its fingerprint decides when a cached PNG is stale.
 */

/** The site's name, on every picture and in every page's title. */
export const SITE_NAME = 'Spaces Calendar'

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

export interface ShareCard {
  /** Small line above the heading ("Space", "Host"), or null for the site card. */
  kicker: string | null
  heading: string
  /** Drawn instead of the heading when the fonts can draw none of it (a title in Japanese only). */
  headingFallback: string
  /** Lines under the heading: the date and time with its zone, the handle… */
  lines: string[]
  /** The person drawn at the bottom: initials in a disc, the name and the handle. */
  person: { name: string; handle: string } | null
}

export interface CardNode {
  type: string
  props: { style?: Record<string, string | number>; children?: (CardNode | string)[] | string }
}

const HEADING_MAX_CHARS = 110
const LINE_MAX_CHARS = 70
const INK = '#ffffff'
const MUTED = '#c7d2fe'
const BACKGROUND = 'linear-gradient(135deg, #312e81 0%, #4338ca 60%, #6d28d9 100%)'

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode['props']['children'],
) => ({ type, props: { style, ...(children === undefined ? {} : { children }) } }) satisfies CardNode

/**
 * Characters the shipped fonts (Inter: Latin, Greek, Cyrillic) cannot draw: emoji, and every other
 * script. They are left out of the picture rather than drawn as "no glyph" boxes.
 */
const UNDRAWABLE =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]|\p{Extended_Pictographic}|[\u200d\ufe0f]/gu

/** The text as the picture can show it, or `fallback` when nothing drawable is left. */
export function drawableText(text: string, fallback = ''): string {
  const kept = text.replace(UNDRAWABLE, '').replace(/\s+/g, ' ').trim()
  return /[\p{L}\p{N}]/u.test(kept) ? kept : fallback
}

/** Text cut to `max` characters (whole code points) with an ellipsis, so a long title cannot overflow. */
export function clipText(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

/** A line as a sentence: a full stop added unless it already ends one. */
const asSentence = (text: string) => (/[.!?\u2026]$/.test(text) ? text : `${text}.`)

/**
 * The picture in words (og:image:alt, twitter:image:alt): what the card shows, in reading order, as
 * written (the alt text can carry every script, the picture only what its fonts can draw).
 */
export function describeCard(card: ShareCard): string {
  const parts = [
    card.kicker ? `${card.kicker}: ${card.heading}` : card.heading,
    card.lines.map((line) => line.trim().replace(/,$/, '')).join(', '),
    card.person ? `${card.person.name} (${card.person.handle})` : '',
  ]
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .map(asSentence)
    .join(' ')
}

/** One or two letters for the avatar disc: the first letters of the first two words of the name. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/** The site's mark (a calendar page, as in the favicon) and its name. */
function siteMark(siteName: string): CardNode {
  return node('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
    node(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        width: 52,
        height: 52,
        borderRadius: 12,
        overflow: 'hidden',
        backgroundColor: '#ffffff',
      },
      [
        node('div', { display: 'flex', height: 16, backgroundColor: '#c4b5fd' }),
        node('div', { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' }, [
          node('div', {
            display: 'flex',
            width: 12,
            height: 12,
            borderRadius: 6,
            backgroundColor: '#4338ca',
          }),
        ]),
      ],
    ),
    node('div', { fontSize: 34, fontWeight: 700, color: INK }, siteName),
  ])
}

function personRow(person: NonNullable<ShareCard['person']>): CardNode {
  const name = drawableText(person.name, person.handle)
  return node('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
    node(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 96,
        height: 96,
        borderRadius: 48,
        backgroundColor: '#c4b5fd',
        color: '#312e81',
        fontSize: 40,
        fontWeight: 700,
      },
      initialsOf(name),
    ),
    node('div', { display: 'flex', flexDirection: 'column' }, [
      node('div', { fontSize: 36, fontWeight: 700, color: INK }, clipText(name, 40)),
      node('div', { fontSize: 28, color: MUTED }, clipText(drawableText(person.handle), 40)),
    ]),
  ])
}

/** The whole picture: site name on top, heading and lines in the middle, the person at the bottom. */
export function buildShareCardTree(card: ShareCard, siteName: string): CardNode {
  const middle: CardNode['props']['children'] = []
  if (card.kicker) {
    middle.push(
      node('div', { fontSize: 26, color: MUTED, textTransform: 'uppercase', letterSpacing: 3 }, card.kicker),
    )
  }
  middle.push(
    node(
      'div',
      {
        fontSize: card.heading.length > 50 ? 52 : 64,
        fontWeight: 700,
        color: INK,
        lineHeight: 1.15,
        lineClamp: 2,
        wordBreak: 'break-word',
        maxWidth: SHARE_IMAGE_WIDTH - 112,
      },
      clipText(drawableText(card.heading, card.headingFallback), HEADING_MAX_CHARS),
    ),
  )
  for (const line of card.lines) {
    middle.push(node('div', { fontSize: 32, color: INK }, clipText(drawableText(line), LINE_MAX_CHARS)))
  }
  return node(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 56,
      boxSizing: 'border-box',
      backgroundImage: BACKGROUND,
      fontFamily: 'Inter',
    },
    [
      siteMark(siteName),
      node('div', { display: 'flex', flexDirection: 'column', gap: 14 }, middle),
      card.person ? personRow(card.person) : node('div', { display: 'flex' }),
    ],
  )
}
