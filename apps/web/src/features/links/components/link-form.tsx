import type { TProfileLink } from '@spaces/shared/schemas/profile'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { FormActions } from '../../../components/ui/form-actions'
import { TextField } from '../../../components/ui/form-field'
import { SelectField } from '../../../components/ui/select-field'
import { msg, t } from '../../../i18n/i18n'
import { platformName } from '../../../lib/link-platforms'
import { serverMessageOf } from '../../../lib/server-message'
import { useSubmit } from '../../../lib/use-submit'
import {
  checkLink,
  EMPTY_LINK_VALUES,
  LINK_PLATFORM_OPTIONS,
  type LinkBody,
  type LinkField,
  type LinkValues,
  valuesFromLink,
} from '../link-form-values'

export const ADD_LINK_FAILED = msg('Failed to add link')
export const UPDATE_LINK_FAILED = msg('Failed to update link')

const platformChoices = () =>
  LINK_PLATFORM_OPTIONS.map((platform) => ({
    value: platform,
    label: platformName(platform),
  }))

interface LinkFormProps {
  /** The link being edited; null in add mode. Give the form a `key` per link so it starts afresh. */
  link: TProfileLink | null
  hostId: number | undefined
  /** Saves; resolves when done, rejects with the server's error. */
  onSave: (body: LinkBody) => Promise<unknown>
  /** Edit mode only: back to add mode. */
  onCancel: () => void
}

/**
 * The links manager's form: add mode, or edit mode with Cancel back to add mode.
 * Checked with the server's schema on every change; submit is disabled while a rule fails.
 */
export function LinkForm({ link, hostId, onSave, onCancel }: LinkFormProps) {
  const isEditing = link !== null
  const [values, setValues] = useState<LinkValues>(() => (link ? valuesFromLink(link) : EMPTY_LINK_VALUES))
  const [touched, setTouched] = useState<ReadonlySet<LinkField>>(new Set())
  const { isSubmitting: isSaving, failure, run } = useSubmit((error) => ({ detail: serverMessageOf(error) }))
  const urlRef = useRef<HTMLInputElement>(null)
  const headingId = useId()

  // Entering edit mode takes the keyboard (and the eye, on a phone) to the form.
  useEffect(() => {
    if (!isEditing) return
    urlRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    urlRef.current?.focus({ preventScroll: true })
  }, [isEditing])

  const check = checkLink(values, hostId)
  const cancel = isEditing ? onCancel : undefined
  const shownError = (field: LinkField) =>
    touched.has(field) || values[field] !== '' ? (check.errors[field] ?? null) : null

  function update<K extends LinkField>(key: K, value: LinkValues[K]) {
    setValues((current) => ({ ...current, [key]: value }))
  }

  function touch(field: LinkField) {
    setTouched((current) => new Set(current).add(field))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(new Set(['platform', 'url', 'label']))
    const body = check.body
    if (!body) return
    const saved = await run(() => onSave(body))
    if (saved && !isEditing) {
      setValues(EMPTY_LINK_VALUES)
      setTouched(new Set())
    }
  }

  return (
    <form className="card link-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className="links-section__title">
        {isEditing ? t('Edit Link') : t('Add Link')}
      </h2>
      <div className="link-form__fields">
        <SelectField
          label={t('Platform')}
          className="select link-form__platform"
          options={platformChoices()}
          value={values.platform}
          onValueChange={(platform) => update('platform', platform)}
        />
        <TextField
          label={t('URL')}
          isRequired
          error={shownError('url')}
          type="url"
          inputRef={urlRef}
          autoComplete="url"
          placeholder="https://…"
          value={values.url}
          onValueChange={(value) => update('url', value)}
          onBlur={() => touch('url')}
        />
        <TextField
          label={t('Label')}
          hint={t('Optional. Shown instead of the platform name.')}
          error={shownError('label')}
          autoComplete="off"
          value={values.label}
          onValueChange={(value) => update('label', value)}
          onBlur={() => touch('label')}
        />
      </div>
      {failure ? (
        <AlertBanner>
          {t(isEditing ? UPDATE_LINK_FAILED : ADD_LINK_FAILED)}
          {failure.detail ? <span className="links__failure-detail">{failure.detail}</span> : null}
        </AlertBanner>
      ) : null}
      <FormActions className="link-form__actions" isBusy={isSaving} isBlocked={!check.body} onCancel={cancel}>
        {isEditing ? t('Update Link') : t('Add Link')}
      </FormActions>
    </form>
  )
}
