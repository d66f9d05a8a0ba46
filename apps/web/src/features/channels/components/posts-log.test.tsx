import type { TChannelPost } from '@spaces/shared/schemas/channels'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../app/providers'
import { PostsLog } from './posts-log'

const post = (over: Partial<TChannelPost>): TChannelPost => ({
  id: 1,
  space_id: 5,
  space_title: 'Zoning hearing recap',
  event: 'new',
  status: 'sent',
  attempts: 1,
  response_code: 200,
  error: null,
  created_at: 1_800_000_000,
  sent_at: 1_800_000_010,
  next_attempt_at: 1_800_000_000,
  remote_url: null,
  ...over,
})

/** The log as it renders with these posts already loaded. */
function log(posts: TChannelPost[]) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(['channel-posts', 3], { posts })
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <PostsLog channelId={3} zone="UTC" />
    </QueryClientProvider>,
  )
}

describe('a channel’s posts log', () => {
  it('offers Post again for a post in doubt and a failed one, never for one that went out', () => {
    const html = log([
      post({
        id: 3,
        status: 'uncertain',
        error: 'The server stopped while posting, so this may have been posted.',
      }),
      post({ id: 2, status: 'failed', error: 'Discord answered 400: Invalid Form Body' }),
      post({ id: 1 }),
    ])
    expect(html).toContain('May have been posted')
    expect(html).toContain('The server stopped while posting')
    expect(html.match(/Post again/g)).toHaveLength(2)
  })

  it('has no Post again when every post went out', () => {
    expect(log([post({})])).not.toContain('Post again')
  })
})
