export const NOT_OPEN_YET_TEXT = 'This part of Spaces Calendar is not open yet.'

/** The honest placeholder for screens that later issues build: no fake content, no dead forms. */
export function NotOpenYet() {
  return <p className="card not-open-yet">{NOT_OPEN_YET_TEXT}</p>
}
