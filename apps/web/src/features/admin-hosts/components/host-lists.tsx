import type { ReactNode, RefObject } from 'react'
import { Avatar } from '../../../components/ui/avatar'
import { msg, t } from '../../../i18n/i18n'
import type { AdminHost, Preapproval } from '../api/get-admin-hosts'

export const PENDING_NO_USERNAME = msg('(username pending first login)')

interface ListProps<T> {
  items: T[]
  busyId: number | null
  onRemove: (item: T) => void
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The answer to the last Remove in this list, shown under its heading. */
  message: ReactNode
}

/** 'Pending (they need to login) (count)': handles preapproved before their first login. */
export function PendingList({ items, busyId, onRemove, headingRef, message }: ListProps<Preapproval>) {
  return (
    <section className="card" aria-labelledby="pending-title">
      <h2 id="pending-title" ref={headingRef} tabIndex={-1} className="admin-hosts__title">
        {t('Pending (they need to login) ({count})', { count: items.length })}
      </h2>
      {message}
      {items.length === 0 ? (
        <p className="admin-hosts__empty">{t('No pending preapprovals')}</p>
      ) : (
        <ul className="host-rows">
          {items.map((item) => {
            const name = item.username ? `@${item.username}` : t(PENDING_NO_USERNAME)
            return (
              <li key={item.id} className="host-row">
                <span className="host-row__text">
                  <span className="host-row__name">{name}</span>
                  <span className="host-row__meta">
                    {t('X user ID: {id}', { id: item.x_user_id ?? t('not known yet') })}
                  </span>
                </span>
                <RemoveButton label={name} isBusy={busyId === item.id} onClick={() => onRemove(item)} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** 'Current Hosts (count)': avatar, name and handle, each with Remove. */
export function HostsList({ items, busyId, onRemove, headingRef, message }: ListProps<AdminHost>) {
  return (
    <section className="card" aria-labelledby="hosts-title">
      <h2 id="hosts-title" ref={headingRef} tabIndex={-1} className="admin-hosts__title">
        {t('Current Hosts ({count})', { count: items.length })}
      </h2>
      {message}
      {items.length === 0 ? (
        <p className="admin-hosts__empty">{t('No hosts yet')}</p>
      ) : (
        <ul className="host-rows">
          {items.map((host) => {
            const name = host.display_name?.trim() || host.username
            return (
              <li key={host.id} className="host-row">
                <Avatar name={name} imageUrl={host.profile_image_url} size="sm" />
                <span className="host-row__text">
                  <span className="host-row__name">{name}</span>
                  <span className="host-row__meta">@{host.username}</span>
                </span>
                <RemoveButton
                  label={`@${host.username}`}
                  isBusy={busyId === host.id}
                  onClick={() => onRemove(host)}
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function RemoveButton({ label, isBusy, onClick }: { label: string; isBusy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary host-row__remove"
      onClick={onClick}
      disabled={isBusy}
      aria-label={t('Remove {name}', { name: label })}
    >
      {isBusy ? t('Removing…') : t('Remove')}
    </button>
  )
}
