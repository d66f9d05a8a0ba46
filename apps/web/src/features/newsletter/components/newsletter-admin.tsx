import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import {
  campaignsQueryOptions,
  NEWSLETTER_ADMIN_QUERY_KEY,
  newsletterStatsQueryOptions,
  subscribersQueryOptions,
} from '../api/get-newsletter-admin'
import { useNewsletterStatus } from '../api/get-newsletter-status'
import { hasSendingCampaign, sendTestUnavailableText } from '../newsletter-labels'
import { CampaignCard } from './campaign-card'
import { CampaignForm } from './campaign-form'
import { MailHoldBanner } from './mail-hold-banner'
import { NewsletterStatsTiles } from './newsletter-stats'
import { SubscriberList } from './subscriber-list'
import './newsletter-admin.css'
import { msg, t } from '../../../i18n/i18n'

export const NEWSLETTER_ADMIN_TEXT = {
  loading: msg('Loading newsletter data...'),
  loadFailed: msg('Failed to load newsletter data'),
  created: msg('Campaign created'),
  noCampaigns: msg('No campaigns yet'),
}

/** The /admin/newsletter screen's body: stats, campaigns and subscribers. */
export function NewsletterAdmin({ viewerId }: { viewerId: number }) {
  const stats = useQuery(newsletterStatsQueryOptions())
  // The admin's own subscription: where a test send goes, if anywhere.
  const own = useNewsletterStatus(viewerId)
  const campaigns = useQuery(campaignsQueryOptions())
  const subscribers = useQuery(subscribersQueryOptions())
  const { zone } = useViewerTimeZone()
  const queryClient = useQueryClient()
  const [isFormOpen, setFormOpen] = useState(false)
  const [createdNote, setCreatedNote] = useState('')
  const newButtonRef = useRef<HTMLButtonElement>(null)
  const campaignsHeadingRef = useRef<HTMLHeadingElement>(null)

  // A send that finished may have turned subscribers into bounces: refresh the counts and the list.
  const isSending = hasSendingCampaign(campaigns.data ?? [])
  const wasSending = useRef(isSending)
  useEffect(() => {
    if (wasSending.current && !isSending) {
      void queryClient.invalidateQueries({ queryKey: NEWSLETTER_ADMIN_QUERY_KEY })
    }
    wasSending.current = isSending
  }, [isSending, queryClient])

  if (!stats.data || !campaigns.data || !subscribers.data) {
    if (stats.isError || campaigns.isError || subscribers.isError) {
      return (
        <div className="card nl-failure" role="alert">
          <p className="nl-failure__text">{t(NEWSLETTER_ADMIN_TEXT.loadFailed)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void Promise.all([stats.refetch(), campaigns.refetch(), subscribers.refetch()])}
          >
            {t('Try again')}
          </button>
        </div>
      )
    }
    return <LoadingState label={t(NEWSLETTER_ADMIN_TEXT.loading)} />
  }

  // Until the admin's own status is known, Send test is not offered and nothing is said.
  const canSendTest = own.data?.subscribed === true
  const sendTestNote = own.data ? sendTestUnavailableText(own.data) : null
  const hasDraft = campaigns.data.some((campaign) => campaign.status === 'draft')

  const closeForm = () => {
    setFormOpen(false)
    // The form's buttons are gone: put the keyboard back where the form was opened.
    requestAnimationFrame(() => newButtonRef.current?.focus())
  }

  return (
    <div className="newsletter-admin">
      <MailHoldBanner zone={zone} />
      <NewsletterStatsTiles stats={stats.data} />

      <section className="card nl-section" aria-labelledby="nl-campaigns-title">
        <div className="nl-section__head">
          <h2 id="nl-campaigns-title" ref={campaignsHeadingRef} className="nl-section__title" tabIndex={-1}>
            {t('Newsletter Campaigns')}
          </h2>
          {isFormOpen ? null : (
            <button
              ref={newButtonRef}
              type="button"
              className="button button--primary"
              onClick={() => {
                setCreatedNote('')
                setFormOpen(true)
              }}
            >
              {t('+ New Campaign')}
            </button>
          )}
        </div>
        <p className="nl-section__note" role="status">
          {createdNote}
        </p>
        {isFormOpen ? (
          <CampaignForm
            onCreated={() => {
              setFormOpen(false)
              setCreatedNote(t(NEWSLETTER_ADMIN_TEXT.created))
              campaignsHeadingRef.current?.focus()
            }}
            onCancel={closeForm}
          />
        ) : null}
        {sendTestNote && hasDraft ? <p className="nl-section__hint">{sendTestNote}</p> : null}
        {campaigns.data.length === 0 ? (
          <p className="nl-section__empty">{t(NEWSLETTER_ADMIN_TEXT.noCampaigns)}</p>
        ) : (
          <ul className="campaign-list">
            {campaigns.data.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard
                  campaign={campaign}
                  activeSubscribers={stats.data.active}
                  zone={zone}
                  canSendTest={canSendTest}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <SubscriberList subscribers={subscribers.data} zone={zone} />
    </div>
  )
}
