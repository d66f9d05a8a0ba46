import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { LoadingState } from '../../../components/ui/loading-state'
import { profileQueryOptions } from '../../../entities/profile/api/get-profile'
import { t } from '../../../i18n/i18n'
import { serverMessageOf } from '../../../lib/server-message'
import { useSetXImport } from '../api/mutate-profile'

/**
 * "Import my Spaces from X", on by default: the X import brings the profile's scheduled
 * and live Spaces from X every few minutes. The server decides who may change it (the owner, an
 * admin, or a helper with Edit Profile).
 */
export function XImportToggle({ username, hostId }: { username: string; hostId: number | undefined }) {
  const profile = useQuery(profileQueryOptions(username))
  const setImport = useSetXImport(username)
  const hintId = useId()
  if (profile.isPending) return <LoadingState label={t('Loading the import setting...')} />
  if (profile.isError) {
    return (
      <div role="alert">
        <p>{t('The import setting could not be loaded.')}</p>
        <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  const isOn = setImport.isPending ? Boolean(setImport.variables?.enabled) : profile.data.x_import
  return (
    <div className="x-import">
      <label className="x-import__label">
        <input
          type="checkbox"
          checked={isOn}
          disabled={setImport.isPending}
          aria-describedby={hintId}
          onChange={(event) => setImport.mutate({ enabled: event.target.checked, host_id: hostId ?? null })}
        />
        {t('Import my Spaces from X')}
      </label>
      <p id={hintId} className="x-import__hint">
        {isOn
          ? t(
              'Spaces scheduled on X appear here within minutes, with live, ended and canceled shown as X reports them.',
            )
          : t('Off: nothing new is brought in from X. Spaces already imported stay as they are.')}
      </p>
      {setImport.isError ? (
        <AlertBanner>
          {serverMessageOf(setImport.error) ?? t('The setting could not be saved. Please try again.')}
        </AlertBanner>
      ) : null}
    </div>
  )
}
