import { useQuery } from '@tanstack/react-query'
import { LoadingState } from '../../../components/ui/loading-state'
import { UsernameField } from '../../../components/ui/username-field'
import { adminHostsQueryOptions, preapprovedQueryOptions } from '../api/get-admin-hosts'
import { type Banner, HOSTS_TEXT, type Place, useManageHosts } from '../use-manage-hosts'
import { HostsList, PendingList } from './host-lists'
import { XSyncPanel } from './x-sync-panel'
import './admin-hosts.css'
import { t } from '../../../i18n/i18n'

/** The Manage Hosts screen's body: add by handle, pending preapprovals, current hosts. */
export function ManageHosts({ onHostsChanged }: { onHostsChanged: () => unknown }) {
  const hosts = useQuery(adminHostsQueryOptions())
  const pending = useQuery(preapprovedQueryOptions())
  const actions = useManageHosts(onHostsChanged)

  return (
    <div className="admin-hosts">
      <form className="card admin-hosts__form" noValidate onSubmit={actions.add} aria-label={t('Add a host')}>
        <UsernameField
          label={t('Username to add as Host')}
          hint={t(
            'Their X handle, with or without @. If they have not logged in yet, they become a host at their first login.',
          )}
          error={actions.fieldError}
          value={actions.text}
          onValueChange={actions.changeText}
        />
        <button type="submit" className="button button--primary" disabled={actions.isAdding}>
          {actions.isAdding ? t('Adding…') : t('Add Host')}
        </button>
        <Message banner={actions.banner} place="add" />
      </form>

      {hosts.isPending || pending.isPending ? (
        <LoadingState label={t('Loading hosts...')} />
      ) : hosts.isError || pending.isError ? (
        <div className="card admin-hosts__error" role="alert">
          <p className="admin-hosts__error-text">{t(HOSTS_TEXT.loadFailed)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void Promise.all([hosts.refetch(), pending.refetch()])}
          >
            {t('Try again')}
          </button>
        </div>
      ) : (
        <div className="admin-hosts__lists">
          <PendingList
            items={pending.data}
            message={<Message banner={actions.banner} place="pending" />}
            {...actions.listProps('pending')}
          />
          <HostsList
            items={hosts.data}
            message={<Message banner={actions.banner} place="hosts" />}
            {...actions.listProps('hosts')}
          />
        </div>
      )}
      <XSyncPanel />
    </div>
  )
}

/** The answer to the action at `place`, shown there; the live region stays so it is announced. */
function Message({ banner, place }: { banner: Banner | null; place: Place }) {
  const shown = banner?.place === place ? banner : null
  return (
    <div className="admin-hosts__banner-region" aria-live="polite">
      {shown ? (
        <p
          className={`admin-hosts__banner admin-hosts__banner--${shown.tone}`}
          role={shown.tone === 'error' ? 'alert' : undefined}
        >
          {shown.text}
          {shown.detail ? <span className="admin-hosts__banner-detail">{shown.detail}</span> : null}
        </p>
      ) : null}
    </div>
  )
}
