import { useEffect, useRef } from 'react'

/** A secret shown once after it was made: focused, selectable, and dismissed by the person. */
export function OneTimeSecret(props: {
  title: string
  note: string
  value: string
  done: string
  onDone: () => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    ref.current?.focus()
    ref.current?.select()
  }, [])
  return (
    <section className="card one-time-secret" aria-label={props.title}>
      <h3 className="one-time-secret__title">{props.title}</h3>
      <p>{props.note}</p>
      <input
        ref={ref}
        className="input one-time-secret__value"
        readOnly
        value={props.value}
        aria-label={props.title}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="button button--secondary" onClick={props.onDone}>
        {props.done}
      </button>
    </section>
  )
}
