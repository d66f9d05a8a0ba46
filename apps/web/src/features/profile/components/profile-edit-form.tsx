import { BIO_MAX_LENGTH } from '@spaces/shared/limits'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { FormField, TextAreaField, TextField } from '../../../components/ui/form-field'
import { LoadingState } from '../../../components/ui/loading-state'
import { type Profile, profileQueryOptions } from '../../../entities/profile/api/get-profile'
import { serverMessageOf } from '../../../lib/server-message'
import { formatTimeZoneChoice } from '../../../lib/time'
import { useUpdateProfile } from '../api/mutate-profile'
import {
  checkProfileEdit,
  editValuesFromProfile,
  type ProfileEditField,
  type ProfileEditValues,
  timeZoneChoices,
} from '../profile-edit-values'
import './profile-edit-form.css'
import { msg, t } from '../../../i18n/i18n'

export const PROFILE_SAVE_FAILED = msg('Failed to update profile')

interface ProfileEditFormProps {
  /** The managed profile's handle (useManagedProfile().managed.username, else the user's own). */
  username: string
  /** useManagedProfile().hostId: set when managing someone else's profile (needs can_edit_profile). */
  hostId: number | undefined
}

/**
 * The host's profile details: bio, location, website and the time zone
 * used for recurring Spaces. Loads the profile itself; saving updates every view of it.
 */
export function ProfileEditForm({ username, hostId }: ProfileEditFormProps) {
  const profile = useQuery(profileQueryOptions(username))
  if (profile.isPending) return <LoadingState label={t('Loading profile details...')} />
  if (profile.isError) {
    return (
      <div className="card" role="alert">
        <p>{t('The profile details could not be loaded.')}</p>
        <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  // A new key when the managed profile changes starts the form afresh from that profile.
  return <ProfileDetailsForm key={profile.data.id} profile={profile.data} hostId={hostId} />
}

function ProfileDetailsForm({ profile, hostId }: { profile: Profile; hostId: number | undefined }) {
  const [values, setValues] = useState<ProfileEditValues>(() => editValuesFromProfile(profile))
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null)
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const update = useUpdateProfile()
  const statusId = useId()
  const check = checkProfileEdit(values, hostId)
  const error = (field: ProfileEditField) => check.errors[field] ?? null
  const now = new Date()

  function change<K extends ProfileEditField>(key: K, value: string) {
    setValues((current) => ({ ...current, [key]: value }))
    setSavedAt(null)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!check.body || update.isPending) return
    setFailure(null)
    try {
      await update.mutateAsync(check.body)
      setSavedAt(Date.now())
    } catch (caught) {
      setFailure({ detail: serverMessageOf(caught) })
    }
  }

  return (
    <form className="card profile-edit" noValidate onSubmit={submit}>
      <TextAreaField
        label={t('Bio')}
        aside={`${values.bio.length}/${BIO_MAX_LENGTH}`}
        error={error('bio')}
        value={values.bio}
        onValueChange={(value) => change('bio', value)}
      />
      <div className="profile-edit__row">
        <TextField
          label={t('Location')}
          error={error('location')}
          autoComplete="address-level2"
          value={values.location}
          onValueChange={(value) => change('location', value)}
        />
        <TextField
          label={t('Website')}
          hint={t('An https:// address.')}
          error={error('website')}
          type="url"
          autoComplete="url"
          placeholder="https://…"
          value={values.website}
          onValueChange={(value) => change('website', value)}
        />
      </div>
      <FormField
        label={t('Time zone')}
        hint={t(
          "The New Space form plans each Space in the zone chosen there (your device's by default), and a recurring series keeps its local time in that zone. This saved zone is used only for Spaces created without one.",
        )}
        error={error('host_timezone')}
      >
        {(control) => (
          <select
            {...control}
            className="select profile-edit__zone"
            value={values.host_timezone}
            onChange={(event) => change('host_timezone', event.target.value)}
          >
            <option value="">{t('Not set')}</option>
            {timeZoneChoices(values.host_timezone).map((zone) => (
              <option key={zone} value={zone}>
                {formatTimeZoneChoice(zone, now)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {failure ? (
        <AlertBanner>
          {t(PROFILE_SAVE_FAILED)}
          {failure.detail ? <span className="profile-edit__failure-detail">{failure.detail}</span> : null}
        </AlertBanner>
      ) : null}
      <div className="profile-edit__actions">
        <button type="submit" className="button button--primary" disabled={!check.body || update.isPending}>
          {update.isPending ? t('Saving…') : t('Save Profile')}
        </button>
        <span id={statusId} className="profile-edit__status" role="status">
          {savedAt ? t('Profile saved') : ''}
        </span>
      </div>
    </form>
  )
}
