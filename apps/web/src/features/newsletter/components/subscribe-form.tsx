import { EMAIL_MAX_LENGTH } from '@spaces/shared/limits'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { t } from '../../../i18n/i18n'
import { checkSubscribeEmail, loadNewsletterSchemas } from '../subscribe-email'
import { canSubmitEmail } from '../widget-state'

type SubscribeFormProps = {
  initialEmail: string
  /** The subscribe call is running. */
  isBusy: boolean
  /** Sends the checked address. */
  onSubscribe: (email: string) => unknown
  /** Shown as a Cancel button (when changing a pending address). */
  onCancel?: () => void
  /** Focus the field when the form appears (it was opened on request). */
  focusOnMount?: boolean
}

/** The widget's email form: Subscribe stays disabled while the address is blank. */
export function SubscribeForm({
  initialEmail,
  isBusy,
  onSubscribe,
  onCancel,
  focusOnMount,
}: SubscribeFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [isChecking, setIsChecking] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const isWorking = isBusy || isChecking

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus()
  }, [focusOnMount])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSubmitEmail(email) || isWorking) return
    setIsChecking(true)
    const check = await checkSubscribeEmail(email)
    setIsChecking(false)
    if (!check.ok) {
      setFieldError(check.message)
      inputRef.current?.focus()
      return
    }
    setFieldError(null)
    onSubscribe(check.email)
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={submit} aria-busy={isWorking}>
      <FormField label={t('Email')} error={fieldError}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder="you@example.com"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setFieldError(null)
            }}
            // Fetch the address rule while they type, so Subscribe checks it without waiting.
            onFocus={() => void loadNewsletterSchemas().catch(() => {})}
          />
        )}
      </FormField>
      <div className="newsletter-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!canSubmitEmail(email) || isWorking}
        >
          {isWorking ? t('Subscribing...') : t('Subscribe')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={isWorking}>
            {t('Cancel')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
