import { CAMPAIGN_CONTENT_MAX_LENGTH, CAMPAIGN_SUBJECT_MAX_LENGTH } from '@spaces/shared/limits'
import { describe, expect, it } from 'vitest'
import { checkCampaignForm, previewDocument } from './campaign-form-values'

describe('checkCampaignForm', () => {
  it('requires both subject and content (spec §5)', () => {
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
  it('puts the HTML in a page that allows no scripts', () => {
    const doc = previewDocument('<h1>Hi</h1><script>alert(1)</script>')
    expect(doc).toContain('<body><h1>Hi</h1><script>alert(1)</script></body>')
    expect(doc).toContain(`script-src 'none'`)
    expect(doc).toContain('<meta charset="utf-8">')
  })
})
