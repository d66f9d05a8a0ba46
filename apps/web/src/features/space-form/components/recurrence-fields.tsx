import type { RecurrencePattern } from '@spaces/shared/domain/recurrence'
import { RECURRENCE_PATTERNS, REPEATS_MAX, REPEATS_MIN } from '@spaces/shared/limits'
import { useId } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { msg, t } from '../../../i18n/i18n'

const PATTERN_LABELS: Record<RecurrencePattern, string> = { weekly: msg('Weekly'), monthly: msg('Monthly') }
const REPEAT_OPTIONS = Array.from({ length: REPEATS_MAX - REPEATS_MIN + 1 }, (_, i) => REPEATS_MIN + i)

interface RecurrenceFieldsProps {
  isRecurring: boolean
  onRecurringChange: (isRecurring: boolean) => void
  pattern: RecurrencePattern
  onPatternChange: (pattern: RecurrencePattern) => void
  repeats: number
  onRepeatsChange: (repeats: number) => void
  errors: { pattern: string | null; repeats: string | null }
  /** The starts the series will get, written out; empty when there is nothing to preview. */
  previewStarts: readonly string[]
}

/** The recurring checkbox, and when ticked the pattern, the repeats and a preview of the dates. */
export function RecurrenceFields(props: RecurrenceFieldsProps) {
  const panelId = useId()
  const previewHeadingId = useId()
  const count = props.previewStarts.length
  return (
    <div className="recurrence">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={props.isRecurring}
          onChange={(event) => props.onRecurringChange(event.target.checked)}
          aria-controls={panelId}
        />
        {t('Recurring Space')}
      </label>
      <div id={panelId} className="recurrence__panel" hidden={!props.isRecurring}>
        {props.isRecurring ? (
          <>
            <div className="recurrence__fields">
              <FormField label={t('Recurrence Pattern')} error={props.errors.pattern}>
                {(control) => (
                  <select
                    {...control}
                    className="select"
                    value={props.pattern}
                    onChange={(event) => props.onPatternChange(event.target.value as RecurrencePattern)}
                  >
                    {RECURRENCE_PATTERNS.map((pattern) => (
                      <option key={pattern} value={pattern}>
                        {t(PATTERN_LABELS[pattern])}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={t('Repeats')}
                hint={t('How many Spaces in the series, this one included ({min}–{max}).', {
                  min: REPEATS_MIN,
                  max: REPEATS_MAX,
                })}
                error={props.errors.repeats}
              >
                {(control) => (
                  <select
                    {...control}
                    className="select"
                    value={props.repeats}
                    onChange={(event) => props.onRepeatsChange(Number(event.target.value))}
                  >
                    {REPEAT_OPTIONS.map((repeats) => (
                      <option key={repeats} value={repeats}>
                        {repeats}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            {count > 0 ? (
              <section className="recurrence__preview" aria-labelledby={previewHeadingId}>
                <h2 id={previewHeadingId} className="recurrence__preview-title">
                  {t('{count, plural, one {This creates # Space} other {This creates # Spaces}}', { count })}
                </h2>
                <ol className="recurrence__dates">
                  {props.previewStarts.map((start) => (
                    <li key={start}>{start}</li>
                  ))}
                </ol>
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
