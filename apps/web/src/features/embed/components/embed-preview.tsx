import { EMBED_HEIGHT_MESSAGE, EMBED_IFRAME_SANDBOX, embedHeightEstimate } from '@spaces/shared/domain/embed'
import { useEffect, useRef, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'

/** Past this, a preview that never reported its height is taken as failed (ms). */
const PREVIEW_TIMEOUT_MS = 10_000

/**
 * The embed as another site would show it: the plain iframe snippet's sandbox, sized by the height
 * the page posts (only a message from this very frame counts). Loading and failure say so.
 */
export function EmbedPreview({ src, title, limit }: { src: string; title: string; limit: number }) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(embedHeightEstimate(limit))
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  // A new address is a new page to wait for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each src
  useEffect(() => {
    setState('loading')
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null
      if (event.source !== frameRef.current?.contentWindow || data?.type !== EMBED_HEIGHT_MESSAGE) return
      if (typeof data.height !== 'number') return
      setHeight(Math.min(Math.max(Math.ceil(data.height), 80), 4000))
      setState('ready')
    }
    window.addEventListener('message', onMessage)
    const timer = setTimeout(
      () => setState((now) => (now === 'loading' ? 'failed' : now)),
      PREVIEW_TIMEOUT_MS,
    )
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
    }
  }, [src])

  return (
    <div className="embed-preview">
      {state === 'loading' ? <LoadingState label={t('Loading the preview...')} /> : null}
      {state === 'failed' ? (
        <p className="embed-preview__error" role="alert">
          {t('The preview could not be loaded just now. The snippets below work all the same.')}
        </p>
      ) : null}
      <iframe
        key={src}
        ref={frameRef}
        className="embed-preview__frame"
        src={src}
        title={t('Preview: {title}', { title })}
        height={height}
        sandbox={EMBED_IFRAME_SANDBOX}
      />
    </div>
  )
}
