import { useEffect } from 'react'

/**
 * Keeps the tab's title right after client-side navigation. The server writes each shareable page's
 * `<title>`, description, OpenGraph and JSON-LD into the HTML it sends (crawlers run no JavaScript);
 * the app only updates the existing `<title>` text, so no tag is ever doubled. On leaving, the title
 * the page found goes back.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
