import { useId, useRef, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { msg, t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { formatDateTimeWithYearInZone, isoDateTime } from '../../../lib/time'
import type { Campaign } from '../api/get-newsletter-admin'
import { useRetryFailed, useSendCampaign, useSendTestCampaign } from '../api/mutate-campaigns'
import { campaignAuthorText, campaignStatusBadge, sendConfirmText } from '../newsletter-labels'
import { CampaignProgress } from './campaign-progress'
import { CountItem } from './count-item'
import { MailPreview } from './mail-preview'
import { StatusBadge } from './status-badge'

export const CAMPAIGN_TEXT = {
  sendTestFailed: msg('Failed to send test email'),
  sendFailed: msg('Failed to send campaign'),
  retryFailed: msg('Failed to queue the failed deliveries again'),
}

type CampaignCardProps = {
  campaign: Campaign
  /** The stats' active subscribers, named in the send confirmation. */
  activeSubscribers: number
  zone: string
  /** 'Send test' only when it would work: the admin has a confirmed newsletter address. */
  canSendTest: boolean
}

type Note = { tone: 'success' | 'error'; text: string }

/** One campaign: subject, status, author, counts, dates; drafts can be tested and sent. */
export function CampaignCard({ campaign, activeSubscribers, zone, canSendTest }: CampaignCardProps) {
  const sendTest = useSendTestCampaign()
  const send = useSendCampaign()
  const retry = useRetryFailed()
  const [note, setNote] = useState<Note | null>(null)
  const [isPreviewOpen, setPreviewOpen] = useState(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const isDraft = campaign.status === 'draft'
  const isBusy = sendTest.isPending || send.isPending || retry.isPending

  async function run(call: () => Promise<{ message: string }>, failure: string) {
    setNote(null)
    try {
      setNote({ tone: 'success', text: (await call()).message })
    } catch (error) {
      setNote({ tone: 'error', text: serverMessageOr(error, t(failure)) })
    }
  }

  async function sendToAll() {
    if (!window.confirm(sendConfirmText(activeSubscribers))) return
    await run(() => send.mutateAsync(campaign.id), CAMPAIGN_TEXT.sendFailed)
    // Send and Send test are gone once it is sending: keep the keyboard on this card.
    titleRef.current?.focus()
  }

  return (
    <article className="campaign-card" aria-labelledby={`${id}-title`}>
      <div className="campaign-card__head">
        <h3 id={`${id}-title`} ref={titleRef} className="campaign-card__subject" tabIndex={-1}>
          {campaign.subject}
        </h3>
        <StatusBadge badge={campaignStatusBadge(campaign.status)} />
      </div>
      <CampaignMeta campaign={campaign} zone={zone} />
      <CampaignProgress campaign={campaign} zone={zone} id={id} />
      <dl className="campaign-card__counts">
        <CountItem
          className="campaign-card__count"
          label={t('Recipients')}
          value={campaign.recipient_count}
        />
        <CountItem className="campaign-card__count" label={t('Opens')} value={campaign.open_count} />
        <CountItem className="campaign-card__count" label={t('Clicks')} value={campaign.click_count} />
        <CountItem className="campaign-card__count" label={t('Bounces')} value={campaign.bounce_count} />
      </dl>
      <div className="campaign-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={isPreviewOpen}
          aria-controls={isPreviewOpen ? `${id}-preview` : undefined}
          onClick={() => setPreviewOpen((open) => !open)}
        >
          {t('Preview')}
          <ForCampaign subject={campaign.subject} />
        </button>
        {isDraft ? (
          <>
            {canSendTest ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={isBusy}
                onClick={() =>
                  void run(() => sendTest.mutateAsync(campaign.id), CAMPAIGN_TEXT.sendTestFailed)
                }
              >
                {sendTest.isPending ? t('Sending test...') : t('Send test')}
                <ForCampaign subject={campaign.subject} />
              </button>
            ) : null}
            <button type="button" className="button button--primary" disabled={isBusy} onClick={sendToAll}>
              {send.isPending ? t('Sending...') : t('Send')}
              <ForCampaign subject={campaign.subject} />
            </button>
          </>
        ) : null}
        {!isDraft && campaign.retryable_count > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => void run(() => retry.mutateAsync(campaign.id), CAMPAIGN_TEXT.retryFailed)}
          >
            {retry.isPending ? t('Queueing...') : t('Retry failed')}
            <ForCampaign subject={campaign.subject} />
          </button>
        ) : null}
      </div>
      <p className="campaign-card__note" role="status">
        {note?.tone === 'success' ? note.text : ''}
      </p>
      {note?.tone === 'error' ? <AlertBanner>{note.text}</AlertBanner> : null}
      {isPreviewOpen ? (
        <MailPreview
          id={`${id}-preview`}
          body={{ subject: campaign.subject, content: campaign.content }}
          title={t('Preview of “{subject}”', { subject: campaign.subject })}
        />
      ) : null}
    </article>
  )
}

/** Who made the campaign, and when it was made and sent, in the admin's zone. */
function CampaignMeta({ campaign, zone }: { campaign: Campaign; zone: string }) {
  return (
    <p className="campaign-card__meta">
      <span>{t('Created by {author}', { author: campaignAuthorText(campaign) })}</span>
      <span>
        {t('Created')}{' '}
        <time dateTime={isoDateTime(campaign.created_at)}>
          {formatDateTimeWithYearInZone(campaign.created_at, zone)}
        </time>
      </span>
      {campaign.sent_at !== null ? (
        <span>
          {t('Sent')}{' '}
          <time dateTime={isoDateTime(campaign.sent_at)}>
            {formatDateTimeWithYearInZone(campaign.sent_at, zone)}
          </time>
        </span>
      ) : null}
    </p>
  )
}

/**
 * Every card has the same buttons: their names carry the subject, 'Send “May roundup”',
 * so a list of controls read out of context still says which campaign each acts on.
 */
function ForCampaign({ subject }: { subject: string }) {
  return <span className="visually-hidden campaign-card__for">{` ${t('“{subject}”', { subject })}`}</span>
}
