import { NOTES_MAX_LENGTH } from '@spaces/shared/limits'
import { useId } from 'react'
import { FormField, TextAreaField } from '../../../components/ui/form-field'
import { SelectField } from '../../../components/ui/select-field'
import { UsernameField } from '../../../components/ui/username-field'
import { t } from '../../../i18n/i18n'
import { ACCESS_LEVEL_NAMES, PERMISSIONS } from '../collaborator-text'
import { ACCESS_LEVEL_OPTIONS, type GrantBody, type GrantValues } from '../grant-form-values'
import { useGrantForm } from '../use-grant-form'

const accessLevelChoices = () =>
  ACCESS_LEVEL_OPTIONS.map((level) => ({ value: level, label: t(ACCESS_LEVEL_NAMES[level]) }))

interface GrantAccessFormProps {
  id: string
  /** Sends the grant; resolves when saved (the caller closes the form), rejects with the server's error. */
  onGrant: (body: GrantBody) => Promise<unknown>
}

/**
 * The grant form: username, the three permissions (all on), access level (helper),
 * expiry in days (empty = permanent) and notes. A failure is an alert with the server's sentence.
 */
export function GrantAccessForm({ id, onGrant }: GrantAccessFormProps) {
  const { values, update, check, usernameError, touchUsername, isSaving, submit, usernameRef } =
    useGrantForm(onGrant)

  return (
    <form id={id} className="card grant-form" noValidate onSubmit={submit} aria-label={t('Grant access')}>
      <UsernameField
        label={t('Username')}
        isRequired
        error={usernameError}
        inputRef={usernameRef}
        value={values.username}
        onValueChange={(value) => update('username', value)}
        onBlur={touchUsername}
      />

      <PermissionsFieldset values={values} onChange={update} />

      <div className="grant-form__row">
        <SelectField
          label={t('Access Level')}
          value={values.accessLevel}
          onValueChange={(level) => update('accessLevel', level)}
          options={accessLevelChoices()}
          className="select grant-form__select"
        />
        <FormField
          label={t('Expires In (days)')}
          hint={t('Optional. Leave empty for permanent access.')}
          error={values.expiresInDays.trim() === '' ? null : (check.errors.expiresInDays ?? null)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.expiresInDays}
              onChange={(event) => update('expiresInDays', event.target.value)}
            />
          )}
        </FormField>
      </div>

      <TextAreaField
        label={t('Notes')}
        hint={t('Optional. A reminder of why this person has access.')}
        aside={`${values.notes.length}/${NOTES_MAX_LENGTH}`}
        error={check.errors.notes ?? null}
        className="textarea grant-form__notes"
        rows={3}
        value={values.notes}
        onValueChange={(value) => update('notes', value)}
      />

      <button type="submit" className="button button--primary" disabled={!check.body || isSaving}>
        {isSaving ? t('Granting…') : t('Grant Access')}
      </button>
    </form>
  )
}

type PermissionField = (typeof PERMISSIONS)[number]['field']

/** The three permission checkboxes, described by what they allow. */
function PermissionsFieldset({
  values,
  onChange,
}: {
  values: GrantValues
  onChange: (field: PermissionField, isOn: boolean) => void
}) {
  const hintId = `${useId()}-hint`
  return (
    <fieldset className="grant-form__permissions" aria-describedby={hintId}>
      <legend className="grant-form__legend">{t('Permissions')}</legend>
      <p id={hintId} className="field__hint">
        {t('What this person may change on your profile.')}
      </p>
      {PERMISSIONS.map((permission) => (
        <label key={permission.field} className="checkbox">
          <input
            type="checkbox"
            checked={values[permission.field]}
            onChange={(event) => onChange(permission.field, event.target.checked)}
          />
          {t(permission.label)}
        </label>
      ))}
    </fieldset>
  )
}
