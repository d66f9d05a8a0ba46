import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

/** Marks the elements of a dropdown panel that the arrow keys move between. */
export const DROPDOWN_ITEM_ATTRIBUTE = 'data-dropdown-item'

export type Dropdown = {
  isOpen: boolean
  /** Closes the panel; with `returnFocus`, focus goes back to the trigger (Escape, a choice made). */
  close: (returnFocus?: boolean) => void
  rootProps: {
    ref: RefObject<HTMLDivElement | null>
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
    onBlur: (event: FocusEvent<HTMLDivElement>) => void
  }
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>
    type: 'button'
    'aria-expanded': boolean
    'aria-controls': string
    onClick: () => void
  }
  panelProps: { ref: RefObject<HTMLDivElement | null>; id: string; hidden: boolean }
}

function panelItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(`[${DROPDOWN_ITEM_ATTRIBUTE}]:not(:disabled)`)] : []
}

/**
 * A disclosure dropdown (WAI-ARIA disclosure pattern): a button that shows and hides a panel under
 * it. Opening moves focus to the panel's first item and scrolls the whole panel into view;
 * Up/Down/Home/End move between the items marked with DROPDOWN_ITEM_ATTRIBUTE; Escape closes and
 * returns focus to the button; a click outside or tabbing away closes it.
 */
export function useDropdown(): Dropdown {
  const [isOpen, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!isOpen) return
    const panel = panelRef.current
    panelItems(panel)[0]?.focus()
    // A panel opened near the bottom of the screen (on a phone, under the Live now band) scrolls the
    // page just enough to show all of it, also when its choices load after it opened and make it taller.
    const reveal =
      panel && typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => panel.scrollIntoView({ block: 'nearest', inline: 'nearest' }))
        : null
    if (panel) reveal?.observe(panel)
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    // Escape also works when focus has left the panel without closing it (e.g. to the page body).
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => {
      reveal?.disconnect()
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onDocumentKeyDown)
    }
  }, [isOpen, close])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
      return
    }
    const items = panelItems(panelRef.current)
    const index = items.indexOf(document.activeElement as HTMLElement)
    if (index === -1 && event.key !== 'ArrowDown') return
    const last = items.length - 1
    const next =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null || last < 0) return
    event.preventDefault()
    items[next]?.focus()
  }

  // Focus moving to something outside (Tab past the last item) closes the panel. A null
  // relatedTarget (a click on the panel's padding) does not: the pointer handler covers real
  // clicks outside.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }

  return {
    isOpen,
    close,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpen((open) => !open),
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !isOpen },
  }
}
