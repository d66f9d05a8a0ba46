import { useEffect, useId, useRef, useState } from 'react'
import { LoginButton } from '../../../entities/viewer/components/login-button'
import { t } from '../../../i18n/i18n'
import { NotifyLabel, type NotifyLabels } from './notify-toggle'

/**
 * What a logged-out visitor gets instead of Follow or Remind me: the same button, which opens a short
 * explanation ('Log in to follow @host') and the login button, so the choice is never a dead end. The
 * panel floats under the button, so opening it moves nothing on the page; Escape, a click or focus
 * elsewhere closes it.
 */
export function LoginPrompt({ labels, explanation }: { labels: NotifyLabels; explanation: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const promptId = useId()
  const rootRef = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false)
    }
    document.addEventListener('pointerdown', closeIfOutside)
    document.addEventListener('focusin', closeIfOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside)
      document.removeEventListener('focusin', closeIfOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [isOpen])

  return (
    <span className="notify-slot login-prompt" ref={rootRef}>
      <button
        type="button"
        className="button button--secondary notify-button"
        aria-expanded={isOpen}
        aria-controls={promptId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <NotifyLabel labels={labels} isOn={false} />
      </button>
      <span id={promptId} className="login-prompt__panel" hidden={!isOpen}>
        {isOpen ? (
          <>
            <span className="login-prompt__text">{explanation}</span>
            <LoginButton className="button button--primary notify-button">{t('Log in with X')}</LoginButton>
          </>
        ) : null}
      </span>
    </span>
  )
}
