import { type RefObject, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { serverMessageOr } from '../../../lib/server-message'
import { useSubscribe, useUnsubscribe } from '../api/mutate-subscription'
import type { NewsletterWidgetState } from '../widget-state'
import { SubscribeForm } from './subscribe-form'
import './subscription.css'

/** Spec §8's fallbacks when the server gives no sentence. */
export const SUBSCRIPTION_TEXT = {
  subscribeFailed: 'Failed to subscribe',
  unsubscribeFailed: 'Failed to unsubscribe',
} as const

type Note = { tone: 'success' | 'error'; text: string }

type SubscriptionProps = {
  viewerId: number
  state: Exclude<NewsletterWidgetState, { kind: 'logged-out' | 'loading' }>
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The logged-in states. Stays mounted across them, so its last message outlives the change. */
export function Subscription({ viewerId, state, headingRef }: SubscriptionProps) {
  const subscribe = useSubscribe(viewerId)
  const unsubscribe = useUnsubscribe(viewerId)
  const [note, setNote] = useState<Note | null>(null)
  const [isChangingAddress, setChangingAddress] = useState(false)

  async function run(call: () => Promise<{ message: string }>, failure: string): Promise<void> {
    setNote(null)
    try {
      const answer = await call()
      setNote({ tone: 'success', text: answer.message })
      setChangingAddress(false)
      // The button pressed is gone: keep the keyboard in the widget.
      headingRef.current?.focus()
    } catch (error) {
      setNote({ tone: 'error', text: serverMessageOr(error, failure) })
    }
  }

  const subscribeWith = (email: string) =>
    run(() => subscribe.mutateAsync(email), SUBSCRIPTION_TEXT.subscribeFailed)

  // Keyed by state and address: a new status starts the form afresh with its address.
  const form = (initialEmail: string) => (
    <SubscribeForm
      key={`${state.kind}:${initialEmail}`}
      initialEmail={initialEmail}
      isBusy={subscribe.isPending}
      onSubscribe={subscribeWith}
    />
  )

  return (
    <>
      {state.kind === 'subscribed' ? (
        <>
          <p className="newsletter-widget__text">
            {state.email ? (
              <>
                You are subscribed as <strong className="newsletter-widget__email">{state.email}</strong>.
              </>
            ) : (
              'You are subscribed.'
            )}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={unsubscribe.isPending}
            onClick={() => void run(() => unsubscribe.mutateAsync(), SUBSCRIPTION_TEXT.unsubscribeFailed)}
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </>
      ) : state.kind === 'pending' && isChangingAddress ? (
        <>
          <p className="newsletter-widget__text">Which address should the newsletter go to?</p>
          <SubscribeForm
            initialEmail={state.email}
            isBusy={subscribe.isPending}
            onSubscribe={subscribeWith}
            onCancel={() => {
              setChangingAddress(false)
              headingRef.current?.focus()
            }}
            focusOnMount
          />
        </>
      ) : state.kind === 'pending' ? (
        <>
          <p className="newsletter-widget__text">
            Check your inbox at <strong className="newsletter-widget__email">{state.email}</strong> to confirm
            your subscription.
          </p>
          <div className="newsletter-widget__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={subscribe.isPending}
              onClick={() => void subscribeWith(state.email)}
            >
              {subscribe.isPending ? 'Resending...' : 'Resend'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={subscribe.isPending}
              onClick={() => {
                setNote(null)
                setChangingAddress(true)
              }}
            >
              Use a different address
            </button>
          </div>
        </>
      ) : state.kind === 'bounced' ? (
        <>
          <p className="newsletter-widget__warning">
            Mail to <strong className="newsletter-widget__email">{state.email}</strong> bounced, so the
            newsletter stopped. Check the address and subscribe again.
          </p>
          {form(state.email)}
        </>
      ) : (
        <>
          <p className="newsletter-widget__text">New Spaces and recordings by email.</p>
          {form(state.email)}
        </>
      )}
      <p className="newsletter-widget__note" role="status">
        {note?.tone === 'success' ? note.text : ''}
      </p>
      {note?.tone === 'error' ? <AlertBanner>{note.text}</AlertBanner> : null}
    </>
  )
}
