import type { TCreateCampaignRequest } from '@spaces/shared/schemas/newsletter'
import { msg, t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { useCampaignPreview } from '../api/preview-campaign'
import { HtmlPreview } from './html-preview'

export const MAIL_PREVIEW_TEXT = {
  loading: msg('Loading preview...'),
  failed: msg('The preview could not be made.'),
  removed: msg('Removed before sending (not in the email):'),
}

type MailPreviewProps = {
  /** What to preview; null shows nothing yet. */
  body: TCreateCampaignRequest | null
  /** The frame's accessible name. */
  title: string
  id?: string
}

/**
 * A campaign exactly as it will be sent: the server renders it with the sender's own function
 * (layout, footer, sanitised content), and says what it removed from the HTML, before anyone sends.
 */
export function MailPreview({ body, title, id }: MailPreviewProps) {
  const preview = useCampaignPreview(body)
  if (body === null) return null
  if (preview.isError) {
    return <p className="mail-preview__note">{serverMessageOr(preview.error, t(MAIL_PREVIEW_TEXT.failed))}</p>
  }
  if (!preview.data) return <p className="mail-preview__note">{t(MAIL_PREVIEW_TEXT.loading)}</p>
  return (
    <div className="mail-preview" id={id}>
      <RemovedList removed={preview.data.removed} />
      <HtmlPreview html={preview.data.html} title={title} />
    </div>
  )
}

/** Sentences naming what the server removed (an http: image, a relative link, a script…). */
export function RemovedList({ removed }: { removed: string[] }) {
  if (removed.length === 0) return null
  return (
    <div className="mail-preview__removed">
      <p>{t(MAIL_PREVIEW_TEXT.removed)}</p>
      <ul>
        {removed.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </div>
  )
}
