import type { TSearchKind } from '@spaces/shared/schemas/search'
import type { KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { LoadMore, type Paged } from '../../../components/ui/load-more'
import { msg, t } from '../../../i18n/i18n'
import { formatDateTimeWithYearInZone, isoDateTime } from '../../../lib/time'
import type { SearchResult } from '../api/search'
import { snippetParts } from '../snippet-parts'

const GROUPS: { kind: TSearchKind; title: string }[] = [
  { kind: 'spaces', title: msg('Spaces') },
  { kind: 'hosts', title: msg('Hosts') },
  { kind: 'reading', title: msg('Reading') },
  { kind: 'glossary', title: msg('Glossary') },
]
const STATE_LABELS: Record<string, string> = {
  upcoming: msg('Upcoming'),
  ended: msg('Ended'),
  canceled: msg('Canceled'),
}
const MORE = msg('More results')
const LOADING_MORE = msg('Loading more results...')

/** Arrow keys move between the results' links (Tab still goes through them in order). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-result]')]
  const at = links.indexOf(document.activeElement as HTMLAnchorElement)
  const next = links[event.key === 'ArrowDown' ? at + 1 : at <= 0 ? 0 : at - 1]
  if (next) {
    event.preventDefault()
    next.focus()
  }
}

function ResultLink({ result }: { result: SearchResult }) {
  // A reading item's page is the item itself, on its own site.
  if (/^https?:/.test(result.url)) {
    return (
      <a data-result href={result.url} className="search-result__link" rel="noopener noreferrer">
        {result.title}
      </a>
    )
  }
  return (
    <Link data-result href={result.url} className="search-result__link">
      {result.title}
    </Link>
  )
}

function Result({ result, zone }: { result: SearchResult; zone: string }) {
  return (
    <li className="search-result">
      <ResultLink result={result} />
      {result.scheduled_start !== undefined ? (
        <p className="search-result__meta">
          <time dateTime={isoDateTime(result.scheduled_start)}>
            {formatDateTimeWithYearInZone(result.scheduled_start, zone)}
          </time>
          {result.state ? (
            <span className={`search-result__state search-result__state--${result.state}`}>
              {t(STATE_LABELS[result.state] ?? result.state)}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="search-result__snippet">
        {snippetParts(result.snippet).map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one snippet never reorder
          part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </p>
    </li>
  )
}

/** The results grouped by kind, each group under its heading, with the next page at the end. */
export function SearchResults({
  results,
  zone,
  list,
}: {
  results: SearchResult[]
  zone: string
  list: Paged
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the links inside
    <div className="search-results" onKeyDown={moveFocus}>
      {GROUPS.map(({ kind, title }) => {
        const ofKind = results.filter((r) => r.kind === kind)
        if (ofKind.length === 0) return null
        return (
          <section key={kind} className="search-results__group" aria-labelledby={`search-group-${kind}`}>
            <h2 id={`search-group-${kind}`} className="search-results__heading">
              {t(title)} <span className="search-results__count">({ofKind.length})</span>
            </h2>
            <ul className="search-results__list">
              {ofKind.map((result) => (
                <Result key={`${result.kind}-${result.id}`} result={result} zone={zone} />
              ))}
            </ul>
          </section>
        )
      })}
      <LoadMore list={list} label={t(MORE)} loadingLabel={t(LOADING_MORE)} />
    </div>
  )
}
