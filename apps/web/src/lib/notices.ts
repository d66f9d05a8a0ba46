import { useSyncExternalStore } from 'react'

/**
 * The page's transient messages ('Login successful!', 'You have been logged out.'…): one at a time,
 * each hidden after its own duration. A tiny external store so that a mutation
 * hook can raise a message that the page's live region shows.
 */

export type NoticeTone = 'success' | 'error'
export type Notice = { id: number; text: string; tone: NoticeTone }

let current: Notice | null = null
let nextId = 1
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function showNotice(text: string, options: { tone: NoticeTone; durationMs: number }): void {
  clearTimeout(hideTimer)
  const notice = { id: nextId++, text, tone: options.tone }
  current = notice
  emit()
  hideTimer = setTimeout(() => dismissNotice(notice.id), options.durationMs)
}

/** Hides the notice with `id` (or whatever is showing when no id is given). */
export function dismissNotice(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return
  clearTimeout(hideTimer)
  current = null
  emit()
}

export function getNotice(): Notice | null {
  return current
}

export function subscribeToNotices(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(subscribeToNotices, getNotice, getNotice)
}
