import type { TGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormActions } from '../../../components/ui/form-actions'
import { TextAreaField, TextField } from '../../../components/ui/form-field'
import { msg, t } from '../../../i18n/i18n'
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
  const termRef = useRef<HTMLInputElement>(null)
  const check = checkTermForm(values)
  const cancel = isEditing ? onCancel : undefined

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
          label={t('Term')}
          isRequired
          error={touched.term || values.term ? (check.errors.term ?? null) : null}
          autoComplete="off"
          value={values.term}
          onValueChange={(value) => setValues((current) => ({ ...current, term: value }))}
          onBlur={() => setTouched((current) => ({ ...current, term: true }))}
          inputRef={termRef}
        />
        <TextField
          label={t('Category')}
          isRequired
          hint={t('Pick one or type a new one')}
          error={touched.category || values.category ? (check.errors.category ?? null) : null}
          autoComplete="off"
          suggestions={categories.map((category) => ({
            value: category,
            label: capitaliseCategory(category),
          }))}
          value={values.category}
          onValueChange={(value) => setValues((current) => ({ ...current, category: value }))}
          onBlur={() => setTouched((current) => ({ ...current, category: true }))}
        />
      </div>

      {LEVELS.map((level) => (
        <LevelFieldset
          key={level}
          level={level}
          values={values.levels[level]}
          error={check.errors.levels[level] ?? null}
          onChange={(key, text) => updateLevel(level, key, text)}
        />
      ))}

      {check.errors.form ? <p className="admin-term-form__error">{t(check.errors.form)}</p> : null}
      <FormActions
        className="admin-term-form__actions"
        isBusy={isSubmitting}
        isBlocked={!check.body}
        onCancel={cancel}
      >
        {isEditing ? t('Save Changes') : t('Add Term')}
      </FormActions>
      <p className="admin-term-form__hint">
        {t('Levels left empty show “No … definition available yet.” on the glossary.')}
      </p>
    </form>
  )
}

/** The fields typed one item per line, under the definition. */
const LINE_FIELDS = [
  { key: 'examples', label: msg('Examples') },
  { key: 'citations', label: msg('Citations') },
] as const

interface LevelFieldsetProps {
  level: GlossaryLevel
  values: LevelValues
  error: string | null
  onChange: (key: keyof LevelValues, text: string) => void
}

/** One level's definition, examples and citations, named by the level and what it means. */
function LevelFieldset({ level, values, error, onChange }: LevelFieldsetProps) {
  return (
    <fieldset className="admin-level">
      <legend className="admin-level__legend">{levelLabel(level)}</legend>
      <p className="admin-level__description">{levelDescription(level)}</p>
      <TextAreaField
        label={t('Definition')}
        error={error}
        rows={3}
        value={values.definition}
        onValueChange={(text) => onChange('definition', text)}
      />
      <div className="admin-level__lines">
        {LINE_FIELDS.map(({ key, label }) => (
          <TextAreaField
            key={key}
            label={t(label)}
            hint={t('One per line')}
            className="textarea textarea--short"
            rows={2}
            value={values[key]}
            onValueChange={(text) => onChange(key, text)}
          />
        ))}
      </div>
    </fieldset>
  )
}
