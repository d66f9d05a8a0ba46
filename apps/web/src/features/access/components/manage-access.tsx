import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { LoadingState } from '../../../components/ui/loading-state'
import { msg, t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { type Collaborator, collaboratorsQueryOptions, isPermissionError } from '../api/get-collaborators'
import { useGrantAccess, useRevokeAccess } from '../api/mutate-access'
import type { GrantBody } from '../grant-form-values'
import { CollaboratorList } from './collaborator-list'
import { GrantAccessForm } from './grant-access-form'
import './access.css'

export const NO_PERMISSION_TEXT = msg('You do not have permission to view this page')
export const LOAD_FAILED_TEXT = msg('Failed to load collaborators')
export const REVOKE_CONFIRM = msg(
  'Are you sure you want to revoke this access? This action cannot be undone.',
)
export const REVOKE_FAILED = msg('Failed to revoke access')

/** The Manage Access screen's body for profile `userId`: the grant form and the list. */
export function ManageAccess({ userId, zone }: { userId: number; zone: string }) {
  const collaborators = useQuery(collaboratorsQueryOptions(userId))
  const grant = useGrantAccess(userId)
  const revoke = useRevokeAccess(userId)
  const [isFormOpen, setIsFormOpen] = useState(false)
  const [revokingId, setRevokingId] = useState<number | null>(null)
  const formId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listHeadingRef = useRef<HTMLHeadingElement>(null)

  if (collaborators.isPending) return <LoadingState label={t('Loading collaborators...')} />
  if (collaborators.isError) {
    if (isPermissionError(collaborators.error)) {
      return (
        <div className="card access__error" role="alert">
          <p className="access__error-text">{t(NO_PERMISSION_TEXT)}</p>
          <Link to="/dashboard" className="button button--primary">
            {t('Back to Dashboard')}
          </Link>
        </div>
      )
    }
    return (
      <div className="card access__error" role="alert">
        <p className="access__error-text">{t(LOAD_FAILED_TEXT)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void collaborators.refetch()}
        >
          {t('Try again')}
        </button>
      </div>
    )
  }

  async function grantAccess(body: GrantBody) {
    await grant.mutateAsync(body)
    setIsFormOpen(false)
    toggleRef.current?.focus()
  }

  async function revokeAccess(collaborator: Collaborator) {
    if (!window.confirm(t(REVOKE_CONFIRM))) return
    setRevokingId(collaborator.collaborator_id)
    try {
      await revoke.mutateAsync(collaborator.collaborator_id)
      listHeadingRef.current?.focus()
    } catch (error) {
      window.alert(serverMessageOr(error, t(REVOKE_FAILED)))
    } finally {
      setRevokingId(null)
    }
  }

  return (
    <div className="access">
      <div>
        <button
          ref={toggleRef}
          type="button"
          className={isFormOpen ? 'button button--secondary' : 'button button--primary'}
          aria-expanded={isFormOpen}
          aria-controls={isFormOpen ? formId : undefined}
          onClick={() => setIsFormOpen((open) => !open)}
        >
          {isFormOpen ? t('Cancel') : t('+ Grant Access')}
        </button>
      </div>
      {isFormOpen ? <GrantAccessForm id={formId} onGrant={grantAccess} /> : null}
      <CollaboratorList
        collaborators={collaborators.data}
        zone={zone}
        revokingId={revokingId}
        onRevoke={revokeAccess}
        headingRef={listHeadingRef}
      />
    </div>
  )
}
