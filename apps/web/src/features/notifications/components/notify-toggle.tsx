import type { ReactNode } from 'react'
import { showNotice } from '../../../lib/notices'
import { serverMessageOr } from '../../../lib/server-message'
import './notify-buttons.css'

export const TOGGLE_FAILED_MS = 6000

/** What a Follow or Remind me button says, on and off, with its icon and its hidden context. */
export interface NotifyLabels {
  on: ReactNode
  off: ReactNode
  /** Words for screen readers only, after the label (' @host', ' for {title}'). */
  context: ReactNode
}

/**
 * Both labels in one cell, the one not shown kept invisible: the button is as wide as the longer one
 * whatever its state, so nothing beside it moves when the viewer's follows load or a toggle flips.
 */
export function NotifyLabel({ labels, isOn }: { labels: NotifyLabels; isOn: boolean }) {
  return (
    <>
      <span className="notify-button__labels">
        <span className={isOn ? undefined : 'notify-button__spare'}>{labels.on}</span>
        <span className={isOn ? 'notify-button__spare' : undefined}>{labels.off}</span>
      </span>
      {labels.context}
    </>
  )
}

/**
 * Follow and Remind me: a toggle (aria-pressed) that changes at once; `isReady` false
 * (the viewer's state still loading) leaves it shown at its final size but inert. `isHidden` keeps its
 * place but shows nothing (one's own Spaces have nothing to follow), so the card does not move.
 */
export function NotifyToggle({
  isOn,
  isReady,
  isHidden = false,
  onToggle,
  labels,
}: {
  isOn: boolean
  isReady: boolean
  isHidden?: boolean
  onToggle: () => void
  labels: NotifyLabels
}) {
  return (
    <span className={isHidden ? 'notify-slot notify-slot--empty' : 'notify-slot'} inert={isHidden}>
      <button
        type="button"
        className={`button notify-button ${isOn ? 'notify-button--on' : 'button--secondary'}`}
        aria-pressed={isOn}
        aria-disabled={!isReady || undefined}
        onClick={() => {
          if (isReady) onToggle()
        }}
      >
        <NotifyLabel labels={labels} isOn={isOn} />
      </button>
    </span>
  )
}

/** A toggle that went back: the server's sentence, else ours. */
export function noticeToggleFailed(error: unknown, fallback: string): void {
  showNotice(serverMessageOr(error, fallback), { tone: 'error', durationMs: TOGGLE_FAILED_MS })
}
