import { paths } from '@spaces/shared/paths'
import { Link } from 'wouter'
import { Avatar } from '../../../components/ui/avatar'
import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'
import { type Follow, useFollowMutation, useFollows } from '../api/follows'
import { noticeToggleFailed } from './notify-toggle'

/** The hosts the user follows, each with Unfollow; reminders and alerts come for their Spaces. */
export function FollowedHosts() {
  const follows = useFollows(true)
  return (
    <section className="card notify-section" aria-labelledby="notify-follows-heading">
      <h2 id="notify-follows-heading" className="notify-section__title">
        {t('Hosts you follow')}
      </h2>
      {follows.isPending ? (
        <LoadingState label={t('Loading the hosts you follow...')} />
      ) : follows.isError ? (
        <p className="alert-banner" role="alert">
          {t('The hosts you follow could not be loaded.')}{' '}
          <button type="button" className="notify-link-button" onClick={() => void follows.refetch()}>
            {t('Try again')}
          </button>
        </p>
      ) : follows.data.length === 0 ? (
        <p className="notify-muted">
          {t(
            'You follow no hosts yet. Press Follow on a host’s profile or on one of their Spaces to hear when they schedule one and before it starts.',
          )}
        </p>
      ) : (
        <ul className="notify-follows">
          {follows.data.map((follow) => (
            <FollowedHost key={follow.username.toLowerCase()} follow={follow} />
          ))}
        </ul>
      )}
    </section>
  )
}

function FollowedHost({ follow }: { follow: Follow }) {
  const unfollow = useFollowMutation()
  const name = follow.display_name?.trim() || `@${follow.username}`
  return (
    <li className="notify-follow">
      <Link href={paths.profile(follow.username)} className="notify-follow__host">
        <Avatar name={name} imageUrl={follow.profile_image_url} size="sm" />
        <span>
          <span className="notify-follow__name">{name}</span>
          {follow.display_name?.trim() ? <span className="notify-muted"> @{follow.username}</span> : null}
        </span>
      </Link>
      <button
        type="button"
        className="button button--secondary notify-button"
        disabled={unfollow.isPending}
        onClick={() =>
          unfollow.mutate(
            { username: follow.username, follow: false },
            {
              onError: (error) =>
                noticeToggleFailed(error, t('Could not unfollow @{handle}', { handle: follow.username })),
            },
          )
        }
      >
        {t('Unfollow')}
        <span className="visually-hidden"> @{follow.username}</span>
      </button>
    </li>
  )
}
