import { bareUsername } from '@spaces/shared/domain/username'
import { useCurrentUser } from '../../../entities/viewer/api/get-current-user'
import { t } from '../../../i18n/i18n'
import { isFollowing, useFollowMutation, useFollows } from '../api/follows'
import { sameHandle } from '../handles'
import { LoginPrompt } from './login-prompt'
import { type NotifyLabels, NotifyToggle, noticeToggleFailed } from './notify-toggle'

/**
 * Follow a host: Follow or Following, changed at once and put back with the server's
 * message when the call fails. Logged out, it explains and offers login; on the viewer's own profile
 * or Spaces there is nothing to follow (`keepPlace`: an invisible button keeps the card's row still).
 */
export function FollowButton({ username, keepPlace = false }: { username: string; keepPlace?: boolean }) {
  const handle = bareUsername(username)
  const { data: viewer, isPending: isViewerPending } = useCurrentUser()
  const follows = useFollows(Boolean(viewer))
  const mutation = useFollowMutation()
  const labels: NotifyLabels = {
    on: (
      <>
        <CheckIcon />
        {t('Following')}
      </>
    ),
    off: (
      <>
        <PlusIcon />
        {t('Follow')}
      </>
    ),
    context: <span className="visually-hidden"> @{handle}</span>,
  }
  if (!viewer && !isViewerPending) {
    return (
      <LoginPrompt
        labels={labels}
        explanation={t('Log in to follow @{handle} and hear when their Spaces start.', { handle })}
      />
    )
  }
  const isOwn = Boolean(viewer && sameHandle(viewer.username, handle))
  if (isOwn && !keepPlace) return null
  const isOn = isFollowing(follows.data, handle)
  return (
    <NotifyToggle
      isOn={isOn}
      isReady={Boolean(viewer) && follows.isSuccess && !mutation.isPending}
      // One's own Spaces have nothing to follow; on a card the place stays, so nothing moves.
      isHidden={isOwn}
      labels={labels}
      onToggle={() =>
        mutation.mutate(
          { username: handle, follow: !isOn },
          {
            onError: (error) =>
              noticeToggleFailed(
                error,
                isOn
                  ? t('Could not unfollow @{handle}', { handle })
                  : t('Could not follow @{handle}', { handle }),
              ),
          },
        )
      }
    />
  )
}

const PlusIcon = () => (
  <span aria-hidden="true" className="notify-button__icon">
    +
  </span>
)

const CheckIcon = () => (
  <span aria-hidden="true" className="notify-button__icon">
    ✓
  </span>
)
