import { paths } from '@spaces/shared/paths'
import { type FormEvent, useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { t } from '../../i18n/i18n'

/** Is the key press meant for a field (or an editable element) rather than the page? */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/**
 * The header's search box: a plain GET form to `/search?q=` (it works before the app's code has
 * loaded), which the app turns into a client-side navigation. The `/` key focuses it, unless the
 * visitor is typing in a field. The results page's code loads only when it is opened.
 */
export function HeaderSearch() {
  const [, navigate] = useLocation()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return
      event.preventDefault()
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = inputRef.current?.value.trim() ?? ''
    if (q !== '') navigate(paths.search(q))
  }

  return (
    <search className="site-header__search">
      <form action="/search" method="get" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="site-search">
          {t('Search')}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          className="site-header__search-input"
          type="search"
          name="q"
          placeholder={t('Search Spaces, hosts…')}
          autoComplete="off"
          enterKeyHint="search"
          aria-keyshortcuts="/"
          maxLength={200}
        />
      </form>
    </search>
  )
}
