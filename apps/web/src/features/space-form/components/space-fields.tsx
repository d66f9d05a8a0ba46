import { TITLE_MAX_LENGTH } from '@spaces/shared/limits'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { TextField } from '../../../components/ui/form-field'
import { t } from '../../../i18n/i18n'

/** What a field of the Space forms holds and reports. */
interface SpaceFieldProps {
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  error: string | null
}

/** The Space's title, required, with its length against the limit beside the label. */
export function SpaceTitleField({ value, ...field }: SpaceFieldProps) {
  return (
    <TextField
      label={t('Title')}
      isRequired
      aside={`${value.length}/${TITLE_MAX_LENGTH}`}
      autoComplete="off"
      value={value}
      {...field}
    />
  )
}

/** The link listeners join by: required when editing, optional (the host's X profile) when creating. */
export function SpaceUrlField(props: SpaceFieldProps & { isRequired?: boolean; hint?: string }) {
  return (
    <TextField
      label={t('Space URL')}
      type="url"
      autoComplete="off"
      placeholder="https://x.com/i/spaces/…"
      {...props}
    />
  )
}

/** The save failed: the form's sentence, and the server's reason under it when there is one. */
export function SaveFailure({ text, failure }: { text: string; failure: { detail: string | null } | null }) {
  if (!failure) return null
  return (
    <AlertBanner>
      {text}
      {failure.detail ? <span className="space-form__failure-detail">{failure.detail}</span> : null}
    </AlertBanner>
  )
}
