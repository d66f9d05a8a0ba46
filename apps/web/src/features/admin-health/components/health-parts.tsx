import { type ReactNode, useId } from 'react'
import { formatDateTimeWithYearInZone, isoDateTime } from '../../../lib/time'

/** A card of the Health screen: a titled section. */
export function HealthSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="card health__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="health__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Facts as term and detail pairs. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="health__facts">{children}</dl>
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

/** A moment in the viewer's zone, named with its zone ("Nov 21, 2026, 9:30 PM GMT+1"). */
export function When({ at, zone }: { at: number; zone: string }) {
  return <time dateTime={isoDateTime(at)}>{formatDateTimeWithYearInZone(at, zone)}</time>
}

/** A short state word with a quiet colour: fine, attention, or neither. */
export function StateTag({ tone, children }: { tone: 'good' | 'bad' | 'quiet'; children: ReactNode }) {
  return <span className={`health__tag health__tag--${tone}`}>{children}</span>
}
