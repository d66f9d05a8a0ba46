import type { RefObject } from 'react'
import { Avatar } from '../../../components/ui/avatar'
import { t } from '../../../i18n/i18n'
import type { Collaborator } from '../api/get-collaborators'
import { ACCESS_LEVEL_NAMES, formatGrantDate, grantedPermissions } from '../collaborator-text'

interface CollaboratorListProps {
  collaborators: Collaborator[]
  zone: string
  revokingId: number | null
  onRevoke: (collaborator: Collaborator) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** 'Active Collaborators (count)' with every field of a grant, or the empty state and its hint. */
export function CollaboratorList({
  collaborators,
  zone,
  revokingId,
  onRevoke,
  headingRef,
}: CollaboratorListProps) {
  return (
    <section className="card" aria-labelledby="collaborators-title">
      <h2 id="collaborators-title" ref={headingRef} tabIndex={-1} className="access__section-title">
        {t('Active Collaborators ({count})', { count: collaborators.length })}
      </h2>
      {collaborators.length === 0 ? (
        <div className="access__empty">
          <p className="access__empty-title">{t('No collaborators yet')}</p>
          <p>{t('Grant access to helpers who can manage your profile')}</p>
        </div>
      ) : (
        <ul className="collaborators">
          {collaborators.map((collaborator) => (
            <li key={collaborator.id}>
              <CollaboratorCard
                collaborator={collaborator}
                zone={zone}
                isRevoking={revokingId === collaborator.collaborator_id}
                onRevoke={() => onRevoke(collaborator)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CollaboratorCard({
  collaborator,
  zone,
  isRevoking,
  onRevoke,
}: {
  collaborator: Collaborator
  zone: string
  isRevoking: boolean
  onRevoke: () => void
}) {
  const name = collaborator.display_name?.trim() || collaborator.username
  const permissions = grantedPermissions(collaborator)
  const notes = collaborator.notes?.trim()
  return (
    <article className="collaborator" aria-label={name}>
      <div className="collaborator__who">
        <Avatar name={name} imageUrl={collaborator.profile_image_url} size="sm" />
        <div className="collaborator__names">
          <span className="collaborator__name">{name}</span>
          <span className="collaborator__handle">@{collaborator.username}</span>
        </div>
        <span className="collaborator__level">{t(ACCESS_LEVEL_NAMES[collaborator.access_level])}</span>
      </div>
      <dl className="collaborator__facts">
        <div>
          <dt>{t('Granted')}</dt>
          <dd>{formatGrantDate(collaborator.granted_at, zone)}</dd>
        </div>
        {collaborator.expires_at !== null ? (
          <div>
            <dt>{t('Expires')}</dt>
            <dd>{formatGrantDate(collaborator.expires_at, zone)}</dd>
          </div>
        ) : null}
      </dl>
      {permissions.length > 0 ? (
        <ul className="collaborator__permissions" aria-label={t('Permissions')}>
          {permissions.map((label) => (
            <li key={label}>
              <span aria-hidden="true" className="collaborator__tick">
                ✓
              </span>
              {label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="collaborator__no-permissions">{t('No permissions')}</p>
      )}
      {notes ? (
        <p className="collaborator__notes">
          <span className="visually-hidden">{t('Notes:')} </span>
          {notes}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary collaborator__revoke"
        onClick={onRevoke}
        disabled={isRevoking}
        aria-label={t('Revoke Access for @{handle}', { handle: collaborator.username })}
      >
        {isRevoking ? t('Revoking…') : t('Revoke Access')}
      </button>
    </article>
  )
}
