import { type TCreateCampaignRequest, ZCreateCampaignRequest } from '@spaces/shared/schemas/newsletter'

export interface CampaignFormValues {
  subject: string
  content: string
}

export interface CampaignFormErrors {
  subject?: string
  content?: string
}

/** The '+ New Campaign' form's body for `POST /api/newsletter/campaigns`, checked with the server's schema. */
export function checkCampaignForm(values: CampaignFormValues): {
  body: TCreateCampaignRequest | null
  errors: CampaignFormErrors
} {
  const result = ZCreateCampaignRequest.safeParse(values)
  if (result.success) return { body: result.data, errors: {} }
  const errors: CampaignFormErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (field === 'subject') errors.subject ??= issue.message
    else if (field === 'content') errors.content ??= issue.message
  }
  return { body: null, errors }
}

/** The policy a preview frame's document carries, on top of the frame's sandbox. */
const PREVIEW_POLICY = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`

/**
 * The document a sandboxed preview frame shows: the mail exactly as the server rendered it, with a
 * policy that allows no scripts added to its head. No scripts run there whatever the HTML holds:
 * the frame is sandboxed without allow-scripts, and this policy says so too.
 */
export function previewDocument(mailHtml: string): string {
  const head = /<head[^>]*>/i.exec(mailHtml)
  if (!head) return `${PREVIEW_POLICY}${mailHtml}`
  const at = head.index + head[0].length
  return `${mailHtml.slice(0, at)}${PREVIEW_POLICY}${mailHtml.slice(at)}`
}
