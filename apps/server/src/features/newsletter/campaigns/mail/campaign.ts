import { randomToken } from '../../../../lib/crypto'
import { newsletterListId } from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'
import type { CampaignTemplate } from '../campaigns.render'
import { loadRender } from '../campaigns.tools'

export interface CampaignRecipient {
  email: string
  unsubscribeToken: string
}

/**
 * One recipient's copy of a campaign. A delivery's copy carries its token (tracking, and a
 * Message-ID that a resend repeats, so mail clients fold duplicates) and the one-click unsubscribe
 * headers; a test copy is untracked and says so in its subject.
 */
export async function campaignMail(
  baseUrl: string,
  template: CampaignTemplate,
  recipient: CampaignRecipient,
  delivery: { token: string } | 'test',
): Promise<OutgoingMail> {
  const { personalise } = await loadRender()
  const host = new URL(baseUrl).hostname
  const isTest = delivery === 'test'
  const { html, text } = personalise(template, {
    delivery: isTest ? 'test' : delivery.token,
    unsubscribe: recipient.unsubscribeToken,
  })
  if (isTest) {
    return {
      to: recipient.email,
      subject: `[Test] ${template.subject}`,
      listId: newsletterListId(baseUrl),
      html,
      text,
      language: template.locale,
      messageId: `<test-${randomToken(12)}@${host}>`,
    }
  }
  return {
    to: recipient.email,
    subject: template.subject,
    html,
    text,
    language: template.locale,
    messageId: `<${delivery.token}@${host}>`,
    unsubscribeUrl: `${baseUrl}/newsletter/unsubscribe/${recipient.unsubscribeToken}`,
    listId: newsletterListId(baseUrl),
  }
}
