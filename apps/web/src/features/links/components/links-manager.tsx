import type { TProfileLink } from '@spaces/shared/schemas/profile'
import { useRef, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useAddLink, useDeleteLink, useUpdateLink } from '../api/mutate-links'
import type { LinkBody } from '../link-form-values'
import { LinkForm } from './link-form'
import { editButtonId, LinksList } from './links-list'
import './links.css'
import { t } from '../../../i18n/i18n'

interface LinksManagerProps {
  links: TProfileLink[] | undefined
  isLoading: boolean
  isError: boolean
  onRetry: () => void
  /** The managed profile's id when it is someone else's (sent as host_id). */
  hostId: number | undefined
  /** "Renata Aldridge’s" when managing a profile for its owner; null on one's own. */
  ownerPossessive?: string | null
  /** Refreshes the managed profile after a change. */
  onChanged: () => Promise<unknown>
}

/** The links manager: the add/edit form, then 'Your Links (n)' (a helper: the owner's). */
export function LinksManager({
  links,
  isLoading,
  isError,
  onRetry,
  hostId,
  ownerPossessive = null,
  onChanged,
}: LinksManagerProps) {
  const [editing, setEditing] = useState<TProfileLink | null>(null)
  const listHeadingRef = useRef<HTMLHeadingElement>(null)
  const addLink = useAddLink(onChanged)
  const updateLink = useUpdateLink(onChanged)
  const deleteLink = useDeleteLink(onChanged)

  function backToAddMode(focusEditOf?: number) {
    setEditing(null)
    if (focusEditOf !== undefined)
      requestAnimationFrame(() => document.getElementById(editButtonId(focusEditOf))?.focus())
  }

  async function save(body: LinkBody) {
    if (!editing) return addLink.mutateAsync(body)
    const id = editing.id
    await updateLink.mutateAsync({ id, body })
    backToAddMode(id)
  }

  async function remove(id: number) {
    await deleteLink.mutateAsync(id)
    if (editing?.id === id) setEditing(null)
  }

  return (
    <div className="links-manager">
      <LinkForm
        key={editing ? `edit-${editing.id}` : 'add'}
        link={editing}
        hostId={hostId}
        onSave={save}
        onCancel={() => backToAddMode(editing?.id)}
      />
      {isLoading ? (
        <LoadingState label={t('Loading links...')} />
      ) : isError || !links ? (
        <div className="card" role="alert">
          <p>{t('The links could not be loaded.')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('Try again')}
          </button>
        </div>
      ) : (
        <LinksList
          links={links}
          editingId={editing?.id ?? null}
          onEdit={setEditing}
          onDelete={remove}
          headingRef={listHeadingRef}
          ownerPossessive={ownerPossessive}
        />
      )}
    </div>
  )
}
