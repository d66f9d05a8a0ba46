import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { formatDateTimeInZone } from '../../../lib/time'
import { useChannelPosts, usePostAgain } from '../api/channels-api'
import { CHANNEL_TEXT, POST_EVENT, POST_STATUS } from '../channel-texts'

/**
 * A channel's latest posts: what was posted, what waits to be tried again, what failed and why; a
 * post in doubt (the server stopped while posting it) or failed has a Post again button.
 */
export function PostsLog({ channelId, zone }: { channelId: number; zone: string }) {
  const posts = useChannelPosts(channelId, true)
  const again = usePostAgain(channelId)
  if (posts.isPending) return <LoadingState label={CHANNEL_TEXT.postsLoading} />
  if (posts.isError) {
    return (
      <div role="alert" className="channel__problem">
        <p>{CHANNEL_TEXT.postsError}</p>
        <button type="button" className="button button--secondary" onClick={() => void posts.refetch()}>
          {CHANNEL_TEXT.retry}
        </button>
      </div>
    )
  }
  if (posts.data.posts.length === 0) return <p className="channel__empty">{CHANNEL_TEXT.postsEmpty}</p>
  return (
    <ul className="channel__posts">
      {posts.data.posts.map((post) => (
        <li key={post.id} className={`channel__post channel__post--${post.status}`}>
          <span className="channel__post-status">{t(POST_STATUS[post.status])}</span>{' '}
          <span>{CHANNEL_TEXT.postTitle(t(POST_EVENT[post.event]), post.space_title)}</span>
          <span className="channel__post-time">
            {formatDateTimeInZone(post.sent_at ?? post.created_at, zone)}
            {post.attempts > 1 ? ` · ${CHANNEL_TEXT.tries(post.attempts)}` : ''}
          </span>
          {post.error ? <span className="channel__post-error">{post.error}</span> : null}
          {post.status === 'uncertain' || post.status === 'failed' ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => again.mutate(post.id)}
              disabled={again.isPending}
            >
              {again.isPending && again.variables === post.id
                ? CHANNEL_TEXT.postingAgain
                : CHANNEL_TEXT.postAgain}
            </button>
          ) : null}
          {again.isError && again.variables === post.id ? (
            <span role="alert" className="channel__post-error">
              {again.error instanceof ApiError ? again.error.message : String(again.error)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
