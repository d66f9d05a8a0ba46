import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { createQueryClient } from '../../../app/providers'
import type { Space } from '../../../entities/space/api/get-spaces'
import { SpaceCard } from '../../../entities/space/components/space-card'
import { CURRENT_USER_QUERY_KEY } from '../../../entities/viewer/api/get-current-user'
import { spaceCardButtons } from './space-card-buttons'

const NOW = 1_800_000_000
const space: Space = {
  id: 5,
  title: 'Zoning hearing recap',
  description: null,
  space_url: 'https://x.com/i/spaces/1AbCdEfGhIjKl',
  scheduled_start: NOW + 3600,
  username: 'civic_host',
  display_name: 'Civic Host',
  profile_image_url: null,
  recording_url: null,
  recording_platform: null,
  state: 'upcoming',
  host_timezone: null,
  host_id: 7,
  series_id: null,
  source: 'manual',
  x_state: null,
  live_listeners: null,
}
const recorded: Space = { ...space, scheduled_start: NOW - 7200, state: 'ended' }

/** The card as a logged-out visitor sees it, with the buttons the routes hand in. */
function card(shown: Space, showHost: boolean) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null)
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/">
        <SpaceCard space={shown} zone="UTC" now={NOW} showHost={showHost} buttons={spaceCardButtons} />
      </Router>
    </QueryClientProvider>,
  )
}

describe("a Space card's buttons, handed in by the page", () => {
  // The host's avatar checks its picture's address against the page's origin.
  beforeAll(() => vi.stubGlobal('window', { location: { origin: 'https://spaces.example' } }))
  afterAll(() => vi.unstubAllGlobals())

  it('offer Remind me while the Space is upcoming and Follow for its host, in one row', () => {
    const html = card(space, true)
    expect(html.match(/class="space-card__notify"/g)).toHaveLength(1)
    expect(html).toContain('Remind me')
    expect(html).toContain('Follow')
  })

  it('leave Remind me out once the Space is over, and Follow on the host’s own profile', () => {
    const past = card(recorded, true)
    expect(past).not.toContain('Remind me')
    expect(past).toContain('Follow')
    const onProfile = card(space, false)
    expect(onProfile).toContain('Remind me')
    expect(onProfile).not.toContain('Follow')
  })

  it('draw no empty row when there is nothing to offer', () => {
    expect(card(recorded, false)).not.toContain('space-card__notify')
  })

  it('are not there when the page hands in none', () => {
    const queryClient = createQueryClient()
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <Router ssrPath="/">
          <SpaceCard space={space} zone="UTC" now={NOW} />
        </Router>
      </QueryClientProvider>,
    )
    expect(html).toContain('Zoning hearing recap')
    expect(html).not.toContain('space-card__notify')
  })
})
