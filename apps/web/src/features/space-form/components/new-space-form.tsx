import { xProfileUrl } from '@spaces/shared/domain/space-url'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { SPACE_DESCRIPTION_MAX_LENGTH } from '@spaces/shared/limits'
import { useId } from 'react'
import { Link } from 'wouter'
import { TextAreaField } from '../../../components/ui/form-field'
import { useNow } from '../../../lib/use-now'
import type { NewSpaceRequest } from '../new-space-values'
import { skippedTimeNote, todayIn } from '../picker-time'
import { useNewSpaceForm } from '../use-new-space-form'
import { DateTimePicker } from './date-time-picker'
import { RecurrenceFields } from './recurrence-fields'
import { SaveFailure, SpaceTitleField, SpaceUrlField } from './space-fields'
import './space-form.css'
import { activeLocale, msg, t } from '../../../i18n/i18n'

export const CREATE_FAILED_MESSAGE = msg('Failed to create space')
export const DEMO_SUBMIT_MESSAGE = msg('Demo mode: submission is disabled locally.')

type NewSpaceFormProps =
  | {
      mode: 'live'
      /** The host's handle, for the hint about the default Space URL. */
      username: string
      /** "Renata Aldridge’s" when creating on a profile one helps manage; null on one's own. */
      ownerPossessive: string | null
      /** Sends the request; resolves once saved (the caller then leaves the page), rejects on failure. */
      onSubmit: (request: NewSpaceRequest) => Promise<void>
    }
  | { mode: 'demo' }

/**
 * The New Space form: checked with the server's own schema on every change (same rules,
 * same messages), submit disabled while any rule fails. In demo mode nothing is sent.
 */
export function NewSpaceForm(props: NewSpaceFormProps) {
  const form = useNewSpaceForm(props.mode === 'live' ? props.onSubmit : null)
  const { zone, values, update, check, visibleError } = form
  const submitHintId = useId()
  const now = useNow()
  const today = todayIn(zone, now)

  const submitLabel = values.isRecurring ? t('Create Recurring Space') : t('Create Space')

  return (
    <form className="card space-form" noValidate onSubmit={form.submit} aria-busy={form.isSubmitting}>
      {props.mode === 'demo' ? (
        <p className="space-form__note">
          {t('This is a demo of the form hosts use to schedule a Space. Nothing you enter here is saved.')}
        </p>
      ) : null}
      <SpaceTitleField
        value={values.title}
        error={visibleError('title')}
        onValueChange={(value) => update('title', value, 'title')}
        onBlur={() => form.touch('title')}
      />

      <TextAreaField
        label={t('Description')}
        aside={`${values.description.length}/${SPACE_DESCRIPTION_MAX_LENGTH}`}
        hint={t('Optional. What the Space is about and who should join.')}
        error={visibleError('description')}
        value={values.description}
        onValueChange={(value) => update('description', value, 'description')}
      />

      <SpaceUrlField
        hint={
          props.mode === 'live'
            ? props.ownerPossessive
              ? t('Optional. Leave empty to use {owner} X profile ({url}).', {
                  // English says "@ana’s"; the other languages put the handle in their own grammar.
                  owner: activeLocale() === 'en' ? props.ownerPossessive : `@${props.username}`,
                  url: xProfileUrl(props.username),
                })
              : t('Optional. Leave empty to use your X profile ({url}).', {
                  url: xProfileUrl(props.username),
                })
            : t('Optional. Leave empty to use your X profile.')
        }
        error={visibleError('space_url')}
        value={values.spaceUrl}
        onValueChange={(value) => update('spaceUrl', value, 'space_url')}
      />

      <DateTimePicker
        legend={t('Date and time')}
        value={values.when}
        onChange={(when) => update('when', when, 'scheduled_start')}
        zone={zone}
        onZoneChange={form.changeZone}
        today={today}
        min={today}
        summary={check.start === null ? null : formatStartWithYear(check.start, zone)}
        summaryNote={skippedTimeNote(values.when, zone)}
        error={visibleError('scheduled_start')}
      />

      <RecurrenceFields
        isRecurring={values.isRecurring}
        onRecurringChange={(isRecurring) => update('isRecurring', isRecurring)}
        pattern={values.pattern}
        onPatternChange={(pattern) => update('pattern', pattern, 'recurrence_pattern')}
        repeats={values.repeats}
        onRepeatsChange={(repeats) => update('repeats', repeats, 'repeats')}
        errors={{ pattern: visibleError('recurrence_pattern'), repeats: visibleError('repeats') }}
        previewStarts={form.previewStarts.map((start) => formatStartWithYear(start, zone))}
      />

      <SaveFailure text={t(CREATE_FAILED_MESSAGE)} failure={form.failure} />

      <div className="space-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!check.request || form.isSubmitting}
          aria-describedby={form.submitHint ? submitHintId : undefined}
        >
          {form.isSubmitting ? t('Creating…') : submitLabel}
        </button>
        {props.mode === 'live' ? (
          <Link to="/dashboard" className="button button--secondary">
            {t('Cancel')}
          </Link>
        ) : null}
      </div>
      {form.submitHint ? (
        <p id={submitHintId} className="space-form__submit-hint">
          {form.submitHint}
        </p>
      ) : null}
      <div role="status" className="space-form__status">
        {form.isDemoNoticeShown ? <p className="space-form__demo-notice">{t(DEMO_SUBMIT_MESSAGE)}</p> : null}
      </div>
    </form>
  )
}
