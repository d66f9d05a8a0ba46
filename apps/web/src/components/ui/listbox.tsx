import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react'
import { listboxKeyDown, type Typeahead } from './listbox-keys'
import './listbox.css'

export type ListboxOption = {
  value: string
  label: string
  /** A second, quieter line; it describes the option rather than naming it. */
  hint?: string
  /** Other words typing finds it by (a translated zone's IANA id), besides its label. */
  search?: string
}

type ListboxProps = {
  options: readonly ListboxOption[]
  /** The chosen option, marked with aria-selected and a check. */
  value: string
  onSelect: (value: string) => void
  /** The list's accessible name. */
  label: string
  ref?: Ref<HTMLDivElement>
}

/**
 * A single-select listbox (WAI-ARIA APG): one tab stop on the active option (roving tabindex),
 * Up/Down, Home/End and PageUp/PageDown move, typing jumps to the next matching option, Enter, Space
 * or a click choose. The keyboard model is in listbox-keys.ts. Focus the list on open with
 * focusActiveOption.
 */
export function Listbox({ options, value, onSelect, label, ref }: ListboxProps) {
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  )
  const [activeIndex, setActiveIndex] = useState(selectedIndex)
  const typeahead = useRef<Typeahead | null>(null)
  const optionRefs = useRef<(HTMLDivElement | null)[]>([])
  // Typing matches the label or any '/'-separated part after it (listbox-keys.ts), the search words too.
  const labels = useMemo(
    () => options.map((option) => (option.search ? `${option.label}/${option.search}` : option.label)),
    [options],
  )
  const id = useId()

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const result = listboxKeyDown({
      key: event.key,
      hasModifier: event.ctrlKey || event.altKey || event.metaKey,
      activeIndex,
      labels,
      typeahead: typeahead.current,
      now: event.timeStamp,
    })
    if (result.action === 'ignore') return
    event.preventDefault()
    const option = options[result.index]
    if (result.action === 'select') {
      if (option) onSelect(option.value)
      return
    }
    typeahead.current = result.typeahead
    setActiveIndex(result.index)
    optionRefs.current[result.index]?.focus()
  }

  return (
    <div ref={ref} className="listbox" role="listbox" aria-label={label}>
      {options.map((option, index) => {
        const isSelected = option.value === value
        const hintId = option.hint ? `${id}-hint-${index}` : undefined
        return (
          <div
            key={option.value}
            ref={(element) => {
              optionRefs.current[index] = element
            }}
            role="option"
            className="listbox__option"
            aria-selected={isSelected}
            aria-describedby={hintId}
            tabIndex={index === activeIndex ? 0 : -1}
            onFocus={() => setActiveIndex(index)}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(option.value)}
          >
            <span className="listbox__check" aria-hidden="true">
              {isSelected ? '✓' : ''}
            </span>
            <span className="listbox__label">{option.label}</span>
            {option.hint ? (
              // The hint describes the option (aria-describedby) instead of lengthening its name.
              <span id={hintId} className="listbox__hint" aria-hidden="true">
                {option.hint}
              </span>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}

/** Moves focus to the list's active option (the chosen one at first) and scrolls it to the middle. */
export function focusActiveOption(listbox: HTMLElement | null): void {
  const option = listbox?.querySelector<HTMLElement>('[role="option"][tabindex="0"]')
  option?.focus({ preventScroll: true })
  option?.scrollIntoView({ block: 'center' })
}
