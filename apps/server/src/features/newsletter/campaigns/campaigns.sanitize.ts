import sanitizeHtml from 'sanitize-html'
import { type Message, msg } from '../../../i18n/message'
import { english } from '../../../i18n/translate'

/**
 * What an admin's campaign HTML may hold, and a sentence for everything taken out of it, so the
 * admin learns before sending that an image or a link will not be there: mail clients
 * block `http:` images, and a relative address has no page to be relative to in a mailbox.
 */
const ALLOWED_TAGS = [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2']
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['align', 'colspan', 'rowspan'],
  th: ['align', 'colspan', 'rowspan'],
}
/** Elements dropped with everything inside them (not only their tags). */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'title']
const LINK_SCHEMES = /^(https?|mailto):/i
const IMAGE_SCHEME = /^https:\/\//i
/** The sentences listed at most; the rest are counted. */
const REMOVED_SHOWN_MAX = 20

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  // Mail clients block anything else, and a data: image could carry anything.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  // An image whose address was taken out shows nothing: the element goes too.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export interface SanitizedCampaign {
  html: string
  /** One sentence per kind of thing removed, in order of appearance (translated for the reader). */
  removed: Message[]
}

const shorten = (value: string) => (value.length > 100 ? `${value.slice(0, 99)}…` : value)
const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url)

function describeBadImage(src: string): Message {
  const url = shorten(src.trim())
  if (/^http:\/\//i.test(url)) {
    return msg('An http: image ({url}): mail clients block images that are not https:.', { url })
  }
  if (!hasScheme(url)) {
    return msg('An image with the relative address "{url}": an email has no page it could be relative to.', {
      url,
    })
  }
  return msg('An image at "{url}": only https: images are sent.', { url })
}

function describeBadLink(href: string): Message {
  const url = shorten(href.trim())
  if (!hasScheme(url)) {
    return msg(
      'The link to the relative address "{url}": an email has no page it could be relative to (its text is kept).',
      { url },
    )
  }
  return msg('The link to "{url}": only https:, http: and mailto: links are sent (its text is kept).', {
    url,
  })
}

/**
 * The admin's HTML as it is kept (no script, style, event handler, form, `javascript:` URL, image
 * that is not https:, or relative address), and what was removed, in sentences.
 */
export function sanitizeCampaignHtml(input: string): SanitizedCampaign {
  // One sentence per kind of thing, told apart by its English.
  const found = new Map<string, Message>()
  const removed = { add: (sentence: Message) => found.set(english(sentence), sentence) }
  const html = sanitizeHtml(input, {
    ...SANITIZE_OPTIONS,
    transformTags: {
      '*': (tagName, attribs) => {
        if (!ALLOWED_TAGS.includes(tagName)) {
          removed.add(
            NON_TEXT_TAGS.includes(tagName)
              ? msg('A <{tag}> element and everything in it.', { tag: tagName })
              : msg('A <{tag}> element (its text is kept).', { tag: tagName }),
          )
          return { tagName, attribs }
        }
        const kept = { ...attribs }
        const allowed = ALLOWED_ATTRIBUTES[tagName] ?? []
        for (const name of Object.keys(attribs)) {
          if (!allowed.includes(name)) {
            removed.add(msg('The {name} attribute of a <{tag}> element.', { name, tag: tagName }))
            delete kept[name]
          }
        }
        if (tagName === 'img' && kept.src !== undefined && !IMAGE_SCHEME.test(kept.src.trim())) {
          removed.add(describeBadImage(kept.src))
          delete kept.src
        }
        if (tagName === 'img' && kept.src === undefined && attribs.src === undefined) {
          removed.add(msg('An image without an address.'))
        }
        if (tagName === 'a' && kept.href !== undefined && !LINK_SCHEMES.test(kept.href.trim())) {
          removed.add(describeBadLink(kept.href))
          delete kept.href
        }
        return { tagName, attribs: kept }
      },
    },
  }).trim()
  const all = [...found.values()]
  const shown = all.slice(0, REMOVED_SHOWN_MAX)
  if (all.length > shown.length) shown.push(msg('And {count} more.', { count: all.length - shown.length }))
  return { html, removed: shown }
}
