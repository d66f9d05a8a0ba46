import { previewDocument } from '../campaign-form-values'

type HtmlPreviewProps = {
  html: string
  /** The frame's accessible name, e.g. 'Preview of “May roundup”'. */
  title: string
  id?: string
}

/**
 * A mail's HTML (the server's rendering) in a frame sandboxed with no permissions at all (never allow-scripts): it can
 * show the markup but not run it, reach this page, submit forms or open windows.
 */
export function HtmlPreview({ html, title, id }: HtmlPreviewProps) {
  return (
    <iframe
      id={id}
      className="html-preview"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={previewDocument(html)}
      title={title}
    />
  )
}
