import { NOTES_MAX_LENGTH } from '@spaces/shared/limits'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { serverMessageOr } from '../../../lib/server-message'
import { ACCESS_LEVEL_NAMES, PERMISSIONS } from '../collaborator-text'
import {
  ACCESS_LEVEL_OPTIONS,
  checkGrant,
  DEFAULT_GRANT_VALUES,
  type GrantBody,
  type GrantValues,
} from '../grant-form-values'

export const GRANT_FAILED = 'Failed to grant access'

interface GrantAccessFormProps {
  id: string
  /** Sends the grant; resolves when saved (the caller closes the form), rejects with the server's error. */
  onGrant: (body: GrantBody) => Promise<unknown>
}

/**
 * The grant form of spec §2: username, the three permissions (all on), access level (helper),
 * expiry in days (empty = permanent) and notes. A failure is an alert with the server's sentence.
 */
export function GrantAccessForm({ id, onGrant }: GrantAccessFormProps) {
  const [values, setValues] = useState<GrantValues>(DEFAULT_GRANT_VALUES)
  const [isUsernameTouched, setIsUsernameTouched] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const usernameRef = useRef<HTMLInputElement>(null)
  const permissionsId = useId()
  const check = checkGrant(values)

  useEffect(() => {
    usernameRef.current?.focus()
  }, [])

  function update<K extends keyof GrantValues>(key: K, value: GrantValues[K]) {
    setValues((current) => ({ ...current, [key]: value }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setIsUsernameTouched(true)
    if (!check.body || isSaving) return
    setIsSaving(true)
    try {
      await onGrant(check.body)
    } catch (error) {
      window.alert(serverMessageOr(error, GRANT_FAILED))
      setIsSaving(false)
    }
  }

  const usernameError =
    isUsernameTouched || values.username !== '' ? (check.errors.collaboratorUsername ?? null) : null

  return (
    <form id={id} className="card grant-form" noValidate onSubmit={submit} aria-label="Grant access">
      <FormField label="Username" isRequired error={usernameError}>
        {(control) => (
          <input
            {...control}
            ref={usernameRef}
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="@username"
            required
            value={values.username}
            onChange={(event) => update('username', event.target.value)}
            onBlur={() => setIsUsernameTouched(true)}
          />
        )}
      </FormField>

      <fieldset className="grant-form__permissions" aria-describedby={`${permissionsId}-hint`}>
        <legend className="grant-form__legend">Permissions</legend>
        <p id={`${permissionsId}-hint`} className="field__hint">
          What this person may change on your profile.
        </p>
        {PERMISSIONS.map((permission) => (
          <label key={permission.field} className="checkbox">
            <input
              type="checkbox"
              checked={values[permission.field]}
              onChange={(event) => update(permission.field, event.target.checked)}
            />
            {permission.label}
          </label>
        ))}
      </fieldset>

      <div className="grant-form__row">
        <FormField label="Access Level">
          {(control) => (
            <select
              {...control}
              className="select grant-form__select"
              value={values.accessLevel}
              onChange={(event) => update('accessLevel', event.target.value as GrantValues['accessLevel'])}
            >
              {ACCESS_LEVEL_OPTIONS.map((level) => (
                <option key={level} value={level}>
                  {ACCESS_LEVEL_NAMES[level]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Expires In (days)"
          hint="Optional. Leave empty for permanent access."
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

      <FormField
        label="Notes"
        hint="Optional. A reminder of why this person has access."
        aside={`${values.notes.length}/${NOTES_MAX_LENGTH}`}
        error={check.errors.notes ?? null}
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea grant-form__notes"
            rows={3}
            value={values.notes}
            onChange={(event) => update('notes', event.target.value)}
          />
        )}
      </FormField>

      <button type="submit" className="button button--primary" disabled={!check.body || isSaving}>
        {isSaving ? 'Granting…' : 'Grant Access'}
      </button>
    </form>
  )
}
