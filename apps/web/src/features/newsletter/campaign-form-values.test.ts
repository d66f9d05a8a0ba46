import { CAMPAIGN_CONTENT_MAX_LENGTH, CAMPAIGN_SUBJECT_MAX_LENGTH } from '@spaces/shared/limits'
import { describe, expect, it } from 'vitest'
import { checkCampaignForm, previewDocument } from './campaign-form-values'

describe('checkCampaignForm', () => {
  it('requires both subject and content', () => {
    expect(checkCampaignForm({ subject: '', content: '  ' })).toEqual({
      body: null,
      errors: { subject: 'Subject is required', content: 'Content is required' },
    })
  })

  it('sends both trimmed', () => {
    expect(checkCampaignForm({ subject: ' May roundup ', content: '\n<p>Hello</p>\n' })).toEqual({
      body: { subject: 'May roundup', content: '<p>Hello</p>' },
      errors: {},
    })
  })

  it("applies the server's limits, at the edge and one past it", () => {
    const content = '<p>x</p>'
    expect(
      checkCampaignForm({ subject: 's'.repeat(CAMPAIGN_SUBJECT_MAX_LENGTH), content }).body,
    ).not.toBeNull()
    expect(
      checkCampaignForm({ subject: 's'.repeat(CAMPAIGN_SUBJECT_MAX_LENGTH + 1), content }).errors,
    ).toEqual({
      subject: 'Subject must be at most 200 characters',
    })
    expect(
      checkCampaignForm({ subject: 'S', content: 'c'.repeat(CAMPAIGN_CONTENT_MAX_LENGTH + 1) }).errors
        .content,
    ).toBe('Content must be at most 100,000 characters')
  })

  it('keeps a subject on one line', () => {
    expect(checkCampaignForm({ subject: 'Two\nlines', content: '<p>x</p>' }).errors).toEqual({
      subject: 'Subject must be one line',
    })
  })
})

describe('previewDocument', () => {
  it('shows the server’s mail as it is, with a policy that allows no scripts in its head', () => {
    const mail =
      '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n</head><body><h1>Hi</h1></body></html>'
    const doc = previewDocument(mail)
    expect(doc).toBe(
      `<!doctype html>\n<html lang="en">\n<head><meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">\n<meta charset="utf-8">\n</head><body><h1>Hi</h1></body></html>`,
    )
  })

  it('puts the policy first when the HTML has no head', () => {
    expect(previewDocument('<p>x</p>')).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="script-src 'none'[^>]*><p>x<\/p>$/,
    )
  })
})
