import { type FormEvent, useEffect, useRef, useState } from 'react'
import { msg, t } from '../../i18n/i18n'
import { serverMessageOr } from '../../lib/server-message'
import { checkGrant, DEFAULT_GRANT_VALUES, type GrantBody, type GrantValues } from './grant-form-values'

export const GRANT_FAILED = msg('Failed to grant access')

/**
 * The grant form's state: its values checked on every change, the username's error once it was left
 * or typed in, and the submit that sends the grant (a failure is an alert with the server's sentence).
 */
export function useGrantForm(onGrant: (body: GrantBody) => Promise<unknown>) {
  const [values, setValues] = useState<GrantValues>(DEFAULT_GRANT_VALUES)
  const [isUsernameTouched, setIsUsernameTouched] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const usernameRef = useRef<HTMLInputElement>(null)
  const check = checkGrant(values)

  // The form opens for typing the username.
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
      window.alert(serverMessageOr(error, t(GRANT_FAILED)))
      setIsSaving(false)
    }
  }

  const usernameError =
    isUsernameTouched || values.username !== '' ? (check.errors.collaboratorUsername ?? null) : null

  return {
    values,
    update,
    check,
    usernameError,
    touchUsername: () => setIsUsernameTouched(true),
    isSaving,
    submit,
    usernameRef,
  }
}
