import type { TGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FormField, TextAreaField, TextField } from '../../../components/ui/form-field'
import { type GlossaryLevel, LEVELS, levelDescription, levelLabel } from '../glossary-levels'
import { capitaliseCategory } from '../glossary-query'
import { checkTermForm, type LevelValues, type TermFormValues } from '../term-form-values'

interface AdminTermFormProps {
  initial: TermFormValues
  /** True when editing a stored term (Save Changes and Cancel), false when adding. */
  isEditing: boolean
  categories: readonly string[]
  /** Resolves once saved, rejects on failure (the screen shows the banner). */
  onSubmit: (body: TGlossaryTermRequest) => Promise<unknown>
  onCancel: () => void
}

/** Add or edit a term: name, category, and per level a definition with examples and citations. */
export function AdminTermForm({ initial, isEditing, categories, onSubmit, onCancel }: AdminTermFormProps) {
  const [values, setValues] = useState(initial)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [touched, setTouched] = useState({ term: false, category: false })
  const categoryListId = useId()
  const termRef = useRef<HTMLInputElement>(null)
  const check = checkTermForm(values)

  // Edit was chosen in the list: bring the form to the keyboard and into view.
  useEffect(() => {
    if (!isEditing) return
    termRef.current?.focus({ preventScroll: true })
    termRef.current?.closest('section')?.scrollIntoView({ block: 'start' })
  }, [isEditing])

  function updateLevel(level: GlossaryLevel, key: keyof LevelValues, text: string) {
    setValues((current) => ({
      ...current,
      levels: { ...current.levels, [level]: { ...current.levels[level], [key]: text } },
    }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!check.body || isSubmitting) return
    setIsSubmitting(true)
    try {
      await onSubmit(check.body)
    } catch {
      // The screen shows the failure; the form keeps what was typed.
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form className="admin-term-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <div className="admin-term-form__names">
        <TextField
          label="Term"
          isRequired
          error={touched.term || values.term ? (check.errors.term ?? null) : null}
          autoComplete="off"
          value={values.term}
          onValueChange={(value) => setValues((current) => ({ ...current, term: value }))}
          onBlur={() => setTouched((current) => ({ ...current, term: true }))}
          inputRef={termRef}
        />
        <FormField
          label="Category"
          isRequired
          hint="Pick one or type a new one"
          error={touched.category || values.category ? (check.errors.category ?? null) : null}
        >
          {(control) => (
            <>
              <input
                {...control}
                className="input"
                type="text"
                autoComplete="off"
                list={categoryListId}
                value={values.category}
                onChange={(event) => setValues((current) => ({ ...current, category: event.target.value }))}
                onBlur={() => setTouched((current) => ({ ...current, category: true }))}
                aria-required="true"
              />
              <datalist id={categoryListId}>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {capitaliseCategory(category)}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>

      {LEVELS.map((level) => (
        <fieldset key={level} className="admin-level">
          <legend className="admin-level__legend">{levelLabel(level)}</legend>
          <p className="admin-level__description">{levelDescription(level)}</p>
          <TextAreaField
            label="Definition"
            error={check.errors.levels[level] ?? null}
            rows={3}
            value={values.levels[level].definition}
            onValueChange={(value) => updateLevel(level, 'definition', value)}
          />
          <div className="admin-level__lines">
            <FormField label="Examples" hint="One per line">
              {(control) => (
                <textarea
                  {...control}
                  className="textarea textarea--short"
                  rows={2}
                  value={values.levels[level].examples}
                  onChange={(event) => updateLevel(level, 'examples', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Citations" hint="One per line">
              {(control) => (
                <textarea
                  {...control}
                  className="textarea textarea--short"
                  rows={2}
                  value={values.levels[level].citations}
                  onChange={(event) => updateLevel(level, 'citations', event.target.value)}
                />
              )}
            </FormField>
          </div>
        </fieldset>
      ))}

      {check.errors.form ? <p className="admin-term-form__error">{check.errors.form}</p> : null}
      <div className="admin-term-form__actions">
        <button type="submit" className="button button--primary" disabled={!check.body || isSubmitting}>
          {isSubmitting ? 'Saving…' : isEditing ? 'Save Changes' : 'Add Term'}
        </button>
        {isEditing ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      <p className="admin-term-form__hint">
        Levels left empty show “No … definition available yet.” on the glossary.
      </p>
    </form>
  )
}
