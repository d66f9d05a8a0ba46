import { DELETE_FAILURE_MESSAGE_MS } from '@spaces/shared/limits'
import { paths } from '@spaces/shared/paths'
import { Link } from 'wouter'
import { msg, t } from '../../../i18n/i18n'
import { showNotice } from '../../../lib/notices'
import type { Space } from '../api/get-spaces'
import { useDeleteSpace } from '../api/mutate-spaces'

export const DELETE_SPACE_CONFIRM = msg('Delete this space? This cannot be undone.')
export const DELETE_SPACE_FAILED = msg('Failed to delete space')

type SpaceAdminActionsProps = {
  space: Pick<Space, 'id' | 'title'>
  /** Called once the Space is gone, e.g. to move focus off the vanished card. */
  onDeleted?: () => void
}

/** An admin's Edit and Delete on a home card. */
export function SpaceAdminActions({ space, onDeleted }: SpaceAdminActionsProps) {
  const deleteSpace = useDeleteSpace()

  const onDelete = async () => {
    if (!window.confirm(t(DELETE_SPACE_CONFIRM))) return
    try {
      // mutateAsync rather than mutate's callbacks: the card unmounts when the lists refetch.
      await deleteSpace.mutateAsync(space.id)
      onDeleted?.()
    } catch {
      showNotice(t(DELETE_SPACE_FAILED), { tone: 'error', durationMs: DELETE_FAILURE_MESSAGE_MS })
    }
  }

  return (
    <div className="space-card__admin">
      <Link href={paths.editSpace(space.id)} className="button button--secondary space-card__admin-button">
        {t('Edit')}
        <span className="visually-hidden"> {space.title}</span>
      </Link>
      <button
        type="button"
        className="button space-card__admin-button space-card__delete"
        disabled={deleteSpace.isPending}
        onClick={onDelete}
      >
        {deleteSpace.isPending ? t('Deleting...') : t('Delete')}
        <span className="visually-hidden"> {space.title}</span>
      </button>
    </div>
  )
}
