import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import './tabs.css'

export interface TabItem<K extends string> {
  key: K
  label: ReactNode
  panel: ReactNode
}

interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string
  items: readonly TabItem<K>[]
  selectedKey: K
  onSelect: (key: K) => void
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop for the list, Left/Right arrows move and
 * select (wrapping), Home/End go to the first/last tab. Only the selected panel is rendered.
 */
export function Tabs<K extends string>({ label, items, selectedKey, onSelect }: TabsProps<K>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<K, HTMLButtonElement>())
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selectedKey),
  )
  const selected = items[selectedIndex]

  function selectAt(index: number) {
    const item = items[(index + items.length) % items.length]
    if (!item) return
    onSelect(item.key)
    tabRefs.current.get(item.key)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, () => void> = {
      // Right to left, the tabs run the other way, and so do the arrows.
      ArrowRight: () => selectAt(selectedIndex + (document.documentElement.dir === 'rtl' ? -1 : 1)),
      ArrowLeft: () => selectAt(selectedIndex - (document.documentElement.dir === 'rtl' ? -1 : 1)),
      Home: () => selectAt(0),
      End: () => selectAt(items.length - 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.key === selected?.key
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element)
                else tabRefs.current.delete(item.key)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {selected ? (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${selected.key}`}
          aria-labelledby={`${baseId}-tab-${selected.key}`}
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  )
}
