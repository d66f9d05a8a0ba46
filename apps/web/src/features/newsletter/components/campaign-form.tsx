import { CAMPAIGN_SUBJECT_MAX_LENGTH } from '@spaces/shared/limits'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { TextAreaField, TextField } from '../../../components/ui/form-field'
import { msg, t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import type { Campaign } from '../api/get-newsletter-admin'
import { useCreateCampaign } from '../api/mutate-campaigns'
import { checkCampaignForm } from '../campaign-form-values'
import { MailPreview } from './mail-preview'

export const CREATE_CAMPAIGN_FAILED = msg('Failed to create campaign')
/** The preview is asked for once typing pauses this long (each one is a request). */
export const PREVIEW_DELAY_MS = 600
const PREVIEW_SUBJECT = msg('No subject yet')

type CampaignFormProps = {
  onCreated: (campaign: Campaign) => void
  onCancel: () => void
}

/** '+ New Campaign': Subject and Content (HTML), both required, with a live preview. */
export function CampaignForm({ onCreated, onCancel }: CampaignFormProps) {
  const create = useCreateCampaign()
  const [values, setValues] = useState({ subject: '', content: '' })
  const [touched, setTouched] = useState({ subject: false, content: false })
  const [failure, setFailure] = useState<string | null>(null)
  const subjectRef = useRef<HTMLInputElement>(null)
  const check = checkCampaignForm(values)
  // The server renders the preview (the sender's own function): asked once typing pauses.
  const previewValues = useDebouncedValue(values, PREVIEW_DELAY_MS)
  const previewBody = previewValues.content.trim()
    ? checkCampaignForm({
        subject: previewValues.subject.trim() || t(PREVIEW_SUBJECT),
        content: previewValues.content,
      }).body
    : null

  useEffect(() => {
    subjectRef.current?.focus()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched({ subject: true, content: true })
    if (!check.body || create.isPending) return
    setFailure(null)
    try {
      onCreated(await create.mutateAsync(check.body))
    } catch (error) {
      setFailure(serverMessageOr(error, t(CREATE_CAMPAIGN_FAILED)))
    }
  }

  return (
    <form className="campaign-form" noValidate onSubmit={submit} aria-busy={create.isPending}>
      <TextField
        label={t('Subject')}
        isRequired
        autoComplete="off"
        aside={`${values.subject.length}/${CAMPAIGN_SUBJECT_MAX_LENGTH}`}
        error={touched.subject || values.subject ? (check.errors.subject ?? null) : null}
        value={values.subject}
        onValueChange={(subject) => setValues((current) => ({ ...current, subject }))}
        onBlur={() => setTouched((current) => ({ ...current, subject: true }))}
        inputRef={subjectRef}
      />
      <TextAreaField
        label={t('Content (HTML)')}
        isRequired
        hint={t(
          'Unsafe markup (scripts, event handlers), images that are not https: and relative links are removed when the campaign is saved; the preview names them.',
        )}
        rows={10}
        placeholder={`<h1>${t('This month on Spaces')}</h1>`}
        error={touched.content || values.content ? (check.errors.content ?? null) : null}
        value={values.content}
        onValueChange={(content) => setValues((current) => ({ ...current, content }))}
        onBlur={() => setTouched((current) => ({ ...current, content: true }))}
      />
      <div className="campaign-form__preview">
        <p className="campaign-form__preview-label" aria-hidden="true">
          {t('Preview')}
        </p>
        {previewBody ? (
          <MailPreview body={previewBody} title={t('Preview of the content')} />
        ) : (
          <p className="campaign-form__preview-empty">{t('The content shows here as you type.')}</p>
        )}
      </div>
      {failure ? <AlertBanner>{failure}</AlertBanner> : null}
      <div className="campaign-form__actions">
        <button type="submit" className="button button--primary" disabled={!check.body || create.isPending}>
          {create.isPending ? t('Creating...') : t('Create Campaign')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={create.isPending}
        >
          {t('Cancel')}
        </button>
      </div>
    </form>
  )
}
