/** A piece of a snippet: text, and whether the search matched it. */
export interface SnippetPart {
  text: string
  marked: boolean
}

const ENTITY = /&#(\d+);|&(amp|lt|gt|quot|apos);/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(html: string): string {
  return html.replace(ENTITY, (_, code: string | undefined, name: string | undefined) =>
    code ? String.fromCodePoint(Number(code)) : (NAMED[name ?? ''] ?? ''),
  )
}

/**
 * The server's snippet (escaped text whose only markup is `<mark>…</mark>`) as plain pieces, drawn
 * by React as text: no HTML from the network ever reaches the page as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const pieces = snippet.split(/(<mark>|<\/mark>)/)
  let marked = false
  for (const piece of pieces) {
    if (piece === '<mark>') marked = true
    else if (piece === '</mark>') marked = false
    else if (piece !== '') parts.push({ text: decode(piece), marked })
  }
  return parts
}
