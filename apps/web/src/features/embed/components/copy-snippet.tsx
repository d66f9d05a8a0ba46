import { useEffect, useId, useState } from 'react'
import { t } from '../../../i18n/i18n'

/** How long "Copied" stays before the button reads "Copy" again (ms). */
const COPIED_MS = 4000

/** A snippet to paste elsewhere: the code, read-only and selectable, with a Copy button that says when it worked. */
export function CopySnippet({ label, hint, code }: { label: string; hint: string; code: string }) {
  const id = useId()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (copy !== 'copied') return
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copy])

  // A changed snippet has not been copied yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the code changes
  useEffect(() => setCopy('idle'), [code])

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  return (
    <div className="embed-snippet">
      <div className="embed-snippet__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <button type="button" className="button button--secondary embed-snippet__copy" onClick={copyCode}>
          {copy === 'copied' ? t('Copied') : t('Copy')}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        className="embed-snippet__code"
        readOnly
        rows={3}
        value={code}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="embed-snippet__status" role="status">
        {copy === 'copied'
          ? t('{snippet} copied. Paste it into your site’s HTML.', { snippet: label })
          : null}
        {copy === 'failed' ? t('Could not copy. Select the code above and copy it.') : null}
      </p>
    </div>
  )
}
