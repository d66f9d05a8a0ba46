import { formatDateTimeInZone, formatTimeInZone } from '../../../lib/time'
import type { Campaign } from '../api/get-newsletter-admin'
import { deliveryCountsText, retryingText, sendProgressText, sendProgressValue } from '../newsletter-labels'

const TIME_FORMATS = { time: formatTimeInZone, dateTime: formatDateTimeInZone }

/**
 * A sent or sending campaign's deliveries: the progress bar while sending, sent / waiting / failed
 * (they add up to the recipients), and while deliveries wait after a failure, why and since when.
 */
export function CampaignProgress({ campaign, zone, id }: { campaign: Campaign; zone: string; id: string }) {
  if (campaign.status === 'draft') return null
  const retrying = retryingText(campaign, zone, Math.floor(Date.now() / 1000), TIME_FORMATS)
  return (
    <div className="campaign-card__progress">
      {campaign.status === 'sending' ? (
        <>
          <progress
            max={Math.max(campaign.recipient_count, 1)}
            value={sendProgressValue(campaign)}
            aria-labelledby={`${id}-progress`}
          />
          <p id={`${id}-progress`}>{sendProgressText(campaign)}</p>
        </>
      ) : null}
      <p className="campaign-card__tally">{deliveryCountsText(campaign)}</p>
      {retrying ? <p className="campaign-card__retrying">{retrying}</p> : null}
    </div>
  )
}
