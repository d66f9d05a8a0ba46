import type { TNewsletterStatus } from '@spaces/shared/schemas/newsletter'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../app/providers'
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '../../../entities/viewer/api/get-current-user'
import { newsletterStatusQueryOptions } from '../api/get-newsletter-status'
import { newsletterWidgetState } from '../widget-state'
import { NewsletterWidget } from './newsletter-widget'
import { Subscription } from './subscription'

const user: CurrentUser = {
  id: 7,
  username: 'civic_host',
  display_name: 'Civic Host',
  profile_image_url: null,
  role: 'host',
  host_timezone: null,
}

function render(children: ReactNode, viewer: CurrentUser | null, status?: TNewsletterStatus): string {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, viewer)
  if (viewer && status) queryClient.setQueryData(newsletterStatusQueryOptions(viewer.id).queryKey, status)
  return renderToString(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>)
}

/** The text a reader sees, tags and React's text separators dropped. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '')

/** The logged-in part as it shows once its chunk has loaded. */
function renderSubscription(status: TNewsletterStatus): string {
  const state = newsletterWidgetState(true, { data: status, isError: false })
  if (state.kind === 'logged-out' || state.kind === 'loading') throw new Error('not a logged-in state')
  return render(
    <Subscription viewerId={user.id} state={state} headingRef={{ current: null }} />,
    user,
    status,
  )
}

const status = (fields: Partial<TNewsletterStatus>): TNewsletterStatus => ({
  subscribed: false,
  email: null,
  pending: false,
  bounced: false,
  ...fields,
})

describe('the newsletter widget', () => {
  it('asks a visitor to log in through X, without a second "Login" button on the page', () => {
    const html = render(<NewsletterWidget />, null)
    expect(textOf(html)).toContain('Newsletter')
    expect(textOf(html)).toContain('Log in with X to subscribe.')
    expect(html).toMatch(/<button[^>]*>Log in with X<\/button>/)
    expect(html).not.toMatch(/login/i)
  })

  it("shows a loading line while a logged-in viewer's status is fetched", () => {
    expect(textOf(render(<NewsletterWidget />, user))).toContain('Loading your subscription...')
  })

  it('offers the email form when not subscribed, Subscribe disabled while blank', () => {
    const html = renderSubscription(status({}))
    expect(html).toMatch(/<label[^>]*>Email<\/label>/)
    expect(html).toMatch(/<input[^>]*type="email"/)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Subscribe<\/button>/)
  })

  it('shows the subscribed address and Unsubscribe', () => {
    const html = renderSubscription(status({ subscribed: true, email: 'sam@example.com' }))
    expect(textOf(html)).toContain('You are subscribed as sam@example.com.')
    expect(html).toMatch(/<button[^>]*>Unsubscribe<\/button>/)
  })

  it('asks a pending subscriber to check their inbox, with Resend and another address', () => {
    const html = renderSubscription(status({ pending: true, email: 'new@example.com' }))
    expect(textOf(html)).toContain('Check your inbox at new@example.com to confirm your subscription.')
    expect(html).toMatch(/<button[^>]*>Resend<\/button>/)
    expect(html).toMatch(/<button[^>]*>Use a different address<\/button>/)
  })

  it('says the address bounced and offers it again', () => {
    const html = renderSubscription(status({ bounced: true, email: 'old@example.com' }))
    expect(textOf(html)).toContain('Mail to old@example.com bounced, so the newsletter stopped.')
    expect(html).toMatch(/<input[^>]*value="old@example.com"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/)
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/)
  })
})
