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

/**
 * The document a sandboxed preview frame shows: the campaign's HTML in a plain page. No scripts run
 * there whatever the HTML holds: the frame is sandboxed without allow-scripts, and this page's own
 * policy says so too.
 */
export function previewDocument(contentHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>body{margin:16px;font-family:system-ui,sans-serif;line-height:1.5;color:#1d1b33;',
    'overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>',
    `</head><body>${contentHtml}</body></html>`,
  ].join('')
}
