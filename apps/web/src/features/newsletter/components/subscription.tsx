import { type RefObject, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { serverMessageOr } from '../../../lib/server-message'
import { useSubscribe, useUnsubscribe } from '../api/mutate-subscription'
import type { NewsletterWidgetState } from '../widget-state'
import { SubscribeForm } from './subscribe-form'
import './subscription.css'
import { Placed, slot } from '../../../components/ui/placed'
import { msg, t } from '../../../i18n/i18n'

/** What a failed subscribe or unsubscribe says when the server gives no sentence. */
export const SUBSCRIPTION_TEXT = {
  subscribeFailed: msg('Failed to subscribe'),
  unsubscribeFailed: msg('Failed to unsubscribe'),
  resent: msg('We sent a new link.'),
}

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

  /** `successText` turns the server's answer into the note to show; null shows none. */
  async function run<T extends { message: string }>(
    call: () => Promise<T>,
    failure: string,
    successText: (answer: T) => string | null = (answer) => answer.message,
  ): Promise<void> {
    setNote(null)
    try {
      const answer = await call()
      const text = successText(answer)
      setNote(text === null ? null : { tone: 'success', text })
      setChangingAddress(false)
      // The button pressed is gone: keep the keyboard in the widget.
      headingRef.current?.focus()
    } catch (error) {
      setNote({ tone: 'error', text: serverMessageOr(error, t(failure)) })
    }
  }

  // When the answer is "check your inbox", the pending step below already says so; the
  // server's sentence ("Almost done: open the link we sent to…") would say it a second time.
  const subscribeWith = (email: string, isResend = false) =>
    run(
      () => subscribe.mutateAsync(email),
      SUBSCRIPTION_TEXT.subscribeFailed,
      (answer) => (answer.status.pending ? (isResend ? t(SUBSCRIPTION_TEXT.resent) : null) : answer.message),
    )

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
        <SubscribedStep
          email={state.email}
          isBusy={unsubscribe.isPending}
          onUnsubscribe={() => void run(() => unsubscribe.mutateAsync(), SUBSCRIPTION_TEXT.unsubscribeFailed)}
        />
      ) : state.kind === 'pending' && isChangingAddress ? (
        <>
          <p className="newsletter-widget__text">{t('Which address should the newsletter go to?')}</p>
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
        <PendingStep
          email={state.email}
          isBusy={subscribe.isPending}
          onResend={() => void subscribeWith(state.email, true)}
          onChangeAddress={() => {
            setNote(null)
            setChangingAddress(true)
          }}
        />
      ) : state.kind === 'bounced' ? (
        <>
          <p className="newsletter-widget__warning">
            <Placed
              text={t(
                'Mail to {email} bounced, so the newsletter stopped. Check the address and subscribe again.',
                {
                  email: slot('email'),
                },
              )}
              nodes={{ email: <strong className="newsletter-widget__email">{state.email}</strong> }}
            />
          </p>
          {form(state.email)}
        </>
      ) : (
        <>
          <p className="newsletter-widget__text">{t('New Spaces and recordings by email.')}</p>
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

/** Subscribed: the address, and Unsubscribe. */
function SubscribedStep({
  email,
  isBusy,
  onUnsubscribe,
}: {
  email: string | null
  isBusy: boolean
  onUnsubscribe: () => void
}) {
  return (
    <>
      <p className="newsletter-widget__text">
        {email ? (
          <Placed
            text={t('You are subscribed as {email}.', { email: slot('email') })}
            nodes={{ email: <strong className="newsletter-widget__email">{email}</strong> }}
          />
        ) : (
          t('You are subscribed.')
        )}
      </p>
      <button type="button" className="button button--secondary" disabled={isBusy} onClick={onUnsubscribe}>
        {isBusy ? t('Unsubscribing...') : t('Unsubscribe')}
      </button>
    </>
  )
}

/** Waiting for the confirmation link: where it went, Resend, and a way to give another address. */
function PendingStep({
  email,
  isBusy,
  onResend,
  onChangeAddress,
}: {
  email: string
  isBusy: boolean
  onResend: () => void
  onChangeAddress: () => void
}) {
  return (
    <>
      <p className="newsletter-widget__text">
        <Placed
          text={t('Check your inbox at {email} to confirm your subscription.', { email: slot('email') })}
          nodes={{ email: <strong className="newsletter-widget__email">{email}</strong> }}
        />
      </p>
      <div className="newsletter-widget__actions">
        <button type="button" className="button button--primary" disabled={isBusy} onClick={onResend}>
          {isBusy ? t('Resending...') : t('Resend')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={isBusy}
          onClick={onChangeAddress}
        >
          {t('Use a different address')}
        </button>
      </div>
    </>
  )
}
